import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { LocalStore } from '../../src/adapters/store/localStore.js';
import { personBalance } from '../../src/callables/personBalance.js';
import { recordSettlement } from '../../src/callables/recordSettlement.js';
import { STALE_CLAIM_MS } from '../../src/services/requests/runOnce.js';
import { checkSpendEntryIndexes } from '../../src/services/indexes/spendEntryCheck.js';
import { checkLedger } from '../../src/services/ledger/ledgerCheck.js';
import { readSettlement } from '../../src/services/settlements/reverseSettlement.js';
import { orgDayOf } from '../../src/domain/time/orgTime.js';
import { spendEntryPath } from '../../src/domain/spendEntries/spendEntry.js';
import { monthPostings } from '../../src/services/ledger/readLedger.js';
import { useTempLocalStore } from '../support/callRequest.js';
import { admin, invoke, newRequestId, salesRep } from '../support/callables.js';
import { approved } from './approvedSpends.js';

const dir = useTempLocalStore();
const store = new LocalStore(dir);
beforeEach(() => store.remove('/'));

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const WORKER = fileURLToPath(new URL('./fixtures/reverseWorker.ts', import.meta.url));

/** A reversal in a process of its own; how it ended: killed, or what it printed. */
function reverseInChild(
  settlementId: string,
  requestId: string,
  offsetMs: number,
  mode: 'crash' | 'finish',
): Promise<{ signal: NodeJS.Signals | null; output: string }> {
  const args = ['--import', 'tsx', WORKER, dir, settlementId, requestId, String(offsetMs), mode];
  return new Promise((resolve) => {
    execFile(process.execPath, args, { cwd: REPO_ROOT }, (error, stdout, stderr) => {
      const signal = error && 'signal' in error ? (error.signal ?? null) : null;
      // Its stderr only when it printed nothing: why it failed to start.
      resolve({ signal, output: stdout.trim() || (signal ? '' : stderr.trim()) });
    });
  });
}

const balance = async () => (await invoke(personBalance, { uid: salesRep.uid }, admin)).balance.balancePaise;

async function settledSpends(): Promise<{ settlementId: string; entryIds: string[] }> {
  const entryIds = [await approved(500, 1500), await approved(0, 250)];
  const { settlementId } = await invoke<{ settlementId: string }>(
    recordSettlement,
    {
      requestId: newRequestId(),
      ownerUid: salesRep.uid,
      entryIds,
      direction: 'paid',
      amount: 1250,
      mode: 'upi',
      reference: 'UTR 9',
      date: orgDayOf(Date.now()),
    },
    admin,
  );
  return { settlementId, entryIds };
}

/** The crashed attempts ran earlier, each longer ago than a claim lives, so each retry may take over. */
const ago = (attempts: number) => -attempts * (STALE_CLAIM_MS + 1_000);

describe('a reversal killed the moment its marks change', () => {
  it('is reversed exactly once by a retry in a fresh process, with the same or a new request id', async () => {
    const { settlementId, entryIds } = await settledSpends();
    const first = newRequestId();
    expect(await reverseInChild(settlementId, first, ago(2), 'crash')).toMatchObject({ signal: 'SIGKILL' });
    // A second crash, under a new request id, after it took the first attempt's claim over.
    expect(await reverseInChild(settlementId, newRequestId(), ago(1), 'crash')).toMatchObject({
      signal: 'SIGKILL',
    });
    expect((await readSettlement(store, settlementId))?.reversal).toBeUndefined();
    expect((await checkSpendEntryIndexes(store, false)).differences).toEqual([]);

    const retry = await reverseInChild(settlementId, first, 0, 'finish');
    expect(retry).toEqual({ signal: null, output: JSON.stringify({ result: { settlementId } }) });
    const again = await reverseInChild(settlementId, newRequestId(), 0, 'finish');
    expect(again.output).toMatch(
      /This settlement was already reversed by Admin at \d\d\/\d\d\/\d{4} \d\d:\d\d/,
    );
    expect(await reverseInChild(settlementId, first, 0, 'finish')).toEqual(retry);

    expect((await readSettlement(store, settlementId))?.reversal?.reason).toBe('paid to the wrong account');
    for (const id of entryIds) {
      expect(await store.get(`${spendEntryPath(id)}/state`)).toBe('approved');
    }
    const reversals = (await monthPostings(store, orgDayOf(Date.now()).slice(0, 7))).filter(
      ({ posting }) => posting.settlementId === settlementId && posting.kind === 'settlementReversed',
    );
    // One reversal: one posting per entry it settled.
    expect(reversals.map(({ posting }) => posting.entryId).sort()).toEqual([...entryIds].sort());
    expect(await balance()).toBe(125_000);
    expect((await checkLedger(store, false)).differences).toEqual([]);
    expect((await checkSpendEntryIndexes(store, false)).differences).toEqual([]);
  }, 60_000);
});
