import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningImageHost } from '../../../scripts/stack/imageHost/server.js';
import type { SignUploadOutput } from '../../src/domain/api/signUpload.js';
import { recordUploadInput } from '../../src/domain/api/recordUpload.js';
import type { UploadRecord } from '../../src/domain/uploads/uploadRecord.js';
import type * as UploadCallables from './uploadCallables.js';
import { LocalStore } from '../../src/adapters/store/localStore.js';
import { useTempLocalStore, type FakeCaller } from '../support/callRequest.js';
import { makePng } from '../support/png.js';
import { failureOf, invoke, placementRep, salesRep } from '../support/callables.js';
import { postUpload, useLocalImageHost } from './imageHostHarness.js';

const store = new LocalStore(useTempLocalStore());
let host: RunningImageHost;
let callables: typeof UploadCallables;

beforeAll(async () => {
  host = await useLocalImageHost();
  callables = await import('./uploadCallables.js');
});
afterAll(() => host.close());
beforeEach(() => store.remove('/'));

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const otherRep = { uid: 'sales-2', email: 'ravi.sales@example.com', roles: ['sales'] } satisfies FakeCaller;

async function sign(png: Buffer, caller: FakeCaller = salesRep, extra: Record<string, unknown> = {}) {
  const input = { folder: 'bills', dept: 'sales', fileName: 'bill.png', sha256: sha256(png), ...extra };
  return invoke<SignUploadOutput>(callables.signUpload, input, caller);
}

/** Signs, posts the file to the host as the browser does, and returns the host's answer fields. */
async function upload(png: Buffer, caller: FakeCaller = salesRep, extra: Record<string, unknown> = {}) {
  const signed = await sign(png, caller, extra);
  if (signed.status !== 'signed') throw new Error('expected a signature');
  const { status, body } = await postUpload(host, signed.fields, png);
  expect(status).toBe(200);
  return { signed, answer: answerOf(body) };
}

function answerOf(body: Record<string, unknown>) {
  return {
    public_id: String(body.public_id),
    version: Number(body.version),
    signature: String(body.signature),
  };
}

const record = (answer: unknown, caller: FakeCaller = salesRep) =>
  invoke<{ folder: string; id: string }>(callables.recordUpload, answer, caller);

const stored = async (folder = 'bills') =>
  Object.values((await store.get<Record<string, UploadRecord>>(folder)) ?? {});

describe('signUpload and recordUpload', () => {
  it("records a signed upload once, with the host's true size, dimensions and format", async () => {
    const png = makePng(120, 45);
    const { signed, answer } = await upload(png);
    expect(signed.publicId).toMatch(/^bills\/[-0-9A-Za-z_]{20}$/);
    expect(signed.fields).toMatchObject({
      folder: 'bills',
      allowed_formats: 'png,jpg',
      api_key: 'local-api-key',
    });
    const saved = await record(answer);
    expect(await record(answer)).toEqual(saved);
    const records = await stored();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      public_id: answer.public_id,
      original_filename: 'bill.png',
      size: png.length,
      format: 'image/png',
      width: 120,
      height: 45,
      dept: 'sales',
      uploadedBy: { uid: salesRep.uid, email: salesRep.email },
      sha256: sha256(png),
    });
    expect(records[0]?.secure_url).toContain(
      `/image/upload/v${String(answer.version)}/${answer.public_id}.png`,
    );
    expect(await store.get(`uploadHashes/bills/${sha256(png)}`)).toMatchObject({
      uploadedBy: salesRep.email,
    });
  });

  it('warns of content already in the folder, and signs it when the user goes on', async () => {
    const png = makePng(10, 10);
    await record((await upload(png)).answer);
    const again = await sign(png, otherRep);
    expect(again).toMatchObject({
      status: 'duplicate',
      duplicate: { uploadedBy: salesRep.email, fileName: 'bill.png' },
    });
    expect((await sign(png, otherRep, { allowDuplicate: true })).status).toBe('signed');
    expect((await sign(png, placementRep, { folder: 'placement_docs', dept: 'placement' })).status).toBe(
      'signed',
    );
  });

  it('refuses a role the folder is not for, signing nothing', async () => {
    const failure = await failureOf(sign(makePng(2, 2), salesRep, { folder: 'placement_docs' }));
    expect(failure.code).toBe('permission-denied');
    expect(await store.get('uploadTickets')).toBeNull();
    expect((await failureOf(sign(makePng(2, 2), salesRep, { dept: 'placement' }))).code).toBe(
      'permission-denied',
    );
  });

  it('refuses a forged signature, an altered public id, a replay and another user, storing nothing', async () => {
    const { signed, answer } = await upload(makePng(8, 8));
    const forged = { ...answer, signature: createHash('sha1').update('forged').digest('hex') };
    expect((await failureOf(record(forged))).code).toBe('permission-denied');
    const { answer: other } = await upload(makePng(9, 9));
    expect((await failureOf(record({ ...answer, public_id: other.public_id }))).code).toBe(
      'permission-denied',
    );
    expect((await failureOf(record(answer, otherRep))).code).toBe('permission-denied');
    expect(await stored()).toHaveLength(0);

    await record(answer);
    // The same signed fields posted again: a new version under the same public id, signed by the host.
    const replay = await postUpload(host, signed.fields, makePng(4, 4));
    expect(replay.status).toBe(200);
    const replayed = answerOf(replay.body);
    expect(replayed.version).toBeGreaterThan(answer.version);
    expect((await failureOf(record(replayed))).code).toBe('permission-denied');
    expect(await stored()).toHaveLength(1);
  });

  it('refuses an expired ticket', async () => {
    const { recordUploadFor } = await import('../../src/services/uploads/recordUploadFor.js');
    const { getImageHost } = await import('../../src/config/services.js');
    const { answer } = await upload(makePng(5, 5));
    const parsed = recordUploadInput.parse(answer);
    const caller = { uid: salesRep.uid, email: salesRep.email, roles: salesRep.roles };
    const later = () => Date.now() + 61 * 60_000;
    const failure = await failureOf(recordUploadFor(store, await getImageHost(), parsed, caller, later));
    expect(failure.message).toContain('expired');
    expect(await stored()).toHaveLength(0);
  });
});
