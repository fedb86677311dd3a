import { vi } from 'vitest';
import { submitSalesVisit } from '../../src/callables/submitSalesVisit.js';
import type { Store } from '../../src/ports/store.js';
import { indexNames, runIndexesCommand } from '../../../scripts/indexes/command.js';
import { invoke, newRequestId, salesRep } from '../support/callables.js';
import type { FakeCaller } from '../support/callRequest.js';

/** 'YYYY-MM-DD' at `hh:mm` in Asia/Kolkata, as an instant. */
export const ist = (day: string, time: string) => Date.parse(`${day}T${time}:00+05:30`);

/** Stops the clock at `ms` (timers still run): the day every call after it is made on. */
export const at = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ms);
};

/** A sales visit to `college` through the callable (by Asha unless `by` is given). */
export const visit = (college: string, extra: Record<string, unknown> = {}, by: FakeCaller = salesRep) =>
  invoke<{ id: string }>(
    submitSalesVisit,
    {
      requestId: newRequestId(),
      collegeName: college,
      visitPhase: 'Lead',
      remarks: 'Bring the MOU',
      ...extra,
    },
    by,
  );

/** The differences `npm run indexes -- check` (or `rebuild`) finds. */
export async function indexes(
  store: Store,
  action: 'check' | 'rebuild',
): Promise<{ count: number; lines: string[] }> {
  const lines: string[] = [];
  const target = { kind: 'local' } as const;
  const count = await runIndexesCommand({ action, indexes: indexNames, target }, store, (line) => {
    lines.push(line);
  });
  return { count, lines };
}
