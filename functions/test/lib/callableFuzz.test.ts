import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { HttpsError, type CallableFunction } from 'firebase-functions/v2/https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RunningImageHost } from '../../../scripts/stack/imageHost/server.js';
import { contracts, type CallableName } from '../../src/domain/api/contracts.js';
import { callRequest, useTempLocalStore } from '../support/callRequest.js';
import * as gen from '../domain/inputArbitraries.js';
import { useLocalImageHost } from '../uploads/imageHostHarness.js';
import { ensureVapidFile } from '../../../scripts/stack/pushHost/vapidFile.js';

/**
 * Every callable, through its wrapper, against generated odd ids, depths and sizes in every field its
 * schema names: whatever the input, the answer is a result or a 4xx refusal, never an internal error.
 */

const RUNS = 1000;

useTempLocalStore();
delete process.env.SHEET_ID;
// The reminders' VAPID pair, as the local stack keeps one (getPushKey answers its public key).
process.env.FIELD_TRACKER_VAPID_FILE = ensureVapidFile(mkdtempSync(join(tmpdir(), 'fuzz-vapid-')));
let host: RunningImageHost;
let deployed: Record<string, unknown>;
beforeAll(async () => {
  host = await useLocalImageHost();
  deployed = await import('../../src/index.js');
});
afterAll(() => host.close());

/** The field names a schema reads, at its top level (each option's, for a union). */
function fieldsOf(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return fieldsOf(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in as z.ZodType);
  if (schema instanceof z.ZodUnion) {
    return [...new Set((schema.options as z.ZodType[]).flatMap((option) => fieldsOf(option)))];
  }
  return [];
}

const nest = (levels: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let level = 0; level < levels; level++) value = { a: value };
  return value;
};

const id = fc.oneof(
  gen.pathLikeId,
  gen.badPushId,
  gen.pushId,
  fc.uuid(),
  fc.stringMatching(/^[\w-]{1,40}$/),
  fc.constantFrom('sales-1', 'admin-1', 'fuzz'),
);
const word = fc.constantFrom(
  'sales',
  'placement',
  'colleges',
  'companies',
  'bills',
  'placement_docs',
  'approve',
  'approveLess',
  'refuse',
  'paid',
  'recovered',
  'cash',
  'upi',
  'waiting',
  'approved',
  'Single Visit',
  'Multiple Visit',
  '2026-01',
  '2026-01-15',
  '',
);
const scalar = fc.oneof(
  id,
  word,
  fc.string({ maxLength: 30 }),
  gen.dirtyText(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
/** Values shaped like the nested parts of inputs (entries, decisions, cursors), with odd ids inside. */
const part = fc.oneof(
  fc.record({ entryId: id, version: fc.oneof(fc.integer({ min: -1, max: 3 }), scalar) }),
  fc.record({ kind: word, reason: fc.oneof(gen.dirtyText(), word), amount: fc.oneof(fc.double(), scalar) }),
  fc.record({ date: fc.oneof(fc.integer(), scalar), id }),
  fc.record({ createdAt: fc.oneof(fc.integer(), scalar), id }),
);
const value = fc.oneof(
  { arbitrary: scalar, weight: 10 },
  { arbitrary: part, weight: 3 },
  { arbitrary: fc.array(fc.oneof(id, part), { maxLength: 5 }), weight: 3 },
  {
    arbitrary: fc.tuple(fc.integer({ min: 1, max: 60 }), scalar).map(([levels, leaf]) => nest(levels, leaf)),
    weight: 2,
  },
  { arbitrary: fc.integer({ min: 1_000, max: 700_000 }).map((size) => 'x'.repeat(size)), weight: 1 },
);

function payloads(name: CallableName): fc.Arbitrary<unknown> {
  const fields = fieldsOf(contracts[name].input);
  const keyed =
    fields.length === 0
      ? fc.constant({})
      : fc.record(Object.fromEntries(fields.map((field) => [field, value])), { requiredKeys: [] });
  return fc.oneof(
    { arbitrary: keyed, weight: 8 },
    { arbitrary: value, weight: 1 },
    { arbitrary: fc.integer({ min: 10, max: 6000 }).map((levels) => nest(levels, 1)), weight: 1 },
  );
}

const caller = {
  uid: 'fuzz-caller',
  email: 'fuzz@example.com',
  roles: ['admin', 'sales', 'placement'] as const,
};

describe('every callable, through its wrapper', () => {
  it.each(Object.keys(contracts) as CallableName[])(
    `%s answers ${String(RUNS)} generated odd inputs without an internal error`,
    async (name) => {
      const callable = deployed[name] as CallableFunction<unknown, Promise<unknown>>;
      await fc.assert(
        fc.asyncProperty(payloads(name), async (data) => {
          const outcome = await callable.run(callRequest(data, { ...caller, roles: [...caller.roles] })).then(
            () => null,
            (error: unknown) => error,
          );
          if (outcome === null) return;
          expect(outcome).toBeInstanceOf(HttpsError);
          expect((outcome as HttpsError).code).not.toBe('internal');
        }),
        { numRuns: RUNS },
      );
    },
    240_000,
  );
});
