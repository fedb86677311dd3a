import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeMonth } from '../../../src/callables/closeMonth.js';
import { giveAdvance } from '../../../src/callables/giveAdvance.js';
import { listAdvances } from '../../../src/callables/listAdvances.js';
import { returnAdvance } from '../../../src/callables/returnAdvance.js';
import { decideSpend } from '../../../src/callables/decideSpend.js';
import { exportMonth } from '../../../src/callables/exportMonth.js';
import { recordSettlement } from '../../../src/callables/recordSettlement.js';
import { saveSalesSpend } from '../../../src/callables/saveSalesSpend.js';
import type { ExportMonthOutput } from '../../../src/domain/api/exportMonth.js';
import { setPersonName } from '../../../src/services/people/names.js';
import { admin, invoke, newRequestId, otherSalesRep, salesRep } from '../../support/callables.js';
import type { FakeCaller } from '../../support/callRequest.js';
import { goTo } from '../../support/orgClock.js';
import { useSpendStore } from '../../spend/harness.js';

/**
 * hledger, an accounting tool of its own, reads a closed month's CSV journal with a rules file and
 * reports each ledger's balance; the balances must be the ones a model written here (no money code
 * of the project) gives for the month. Debian's `hledger` package; CI installs it (.ci/run) and
 * fails when it is missing, elsewhere the test is skipped saying why.
 */
function hledgerVersion(): string | null {
  try {
    return execFileSync('hledger', ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}
const version = hledgerVersion();
const required = Boolean(process.env.CI) || process.env.FIELD_TRACKER_REQUIRE_HLEDGER === '1';
if (version === null && !required) {
  console.warn(
    'hledger is not installed (apt-get install hledger): the hledger test of the CSV journal is skipped.',
  );
}
const withHledger = version === null && !required ? it.skip : it;

/** Each CSV row is one posting to its Ledger, balanced against its voucher's own account. */
const RULES = `skip 1
fields date, code, type, account1, amount1-in, amount1-out, description
account2 voucher:%code
`;

/** hledger's `bal -O csv`, as paise per account (every account with a balance that is not zero). */
async function hledgerBalances(csv: string): Promise<Record<string, number>> {
  if (version === null)
    throw new Error('hledger is required here (CI): install it with apt-get install hledger.');
  const dir = await mkdtemp(join(tmpdir(), 'hledger-'));
  try {
    await writeFile(join(dir, 'month.csv'), csv, 'utf8');
    await writeFile(join(dir, 'month.csv.rules'), RULES, 'utf8');
    const { stdout } = await promisify(execFile)('hledger', [
      '-f',
      join(dir, 'month.csv'),
      '--rules-file',
      join(dir, 'month.csv.rules'),
      'bal',
      '--flat',
      '--no-total',
      '-O',
      'csv',
    ]);
    const rows = stdout.trim().split(/\r?\n/).slice(1);
    return Object.fromEntries(
      rows.map((row) => {
        const [account, amount] = (/^"(.*)","(.*)"$/.exec(row) ?? []).slice(1);
        return [account ?? row, paise(amount ?? '')];
      }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** '-1234.56' -> -123456, read as text. */
function paise(amount: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{2}))?$/.exec(amount.replaceAll(',', ''));
  if (!match) throw new Error(`hledger printed an amount this test does not read: ${amount}`);
  const value = Number(match[2]) * 100 + Number(match[3] ?? '0');
  return match[1] === '-' ? -value : value;
}

// The model: what the accountant's books hold after the month, worked out by hand from the spends.
type Heads = { food?: number; fuel?: number; stay?: number; toll?: number };
interface ModelSpend {
  who: FakeCaller;
  allocated: number;
  spent: number;
  heads: Heads;
  /** Approved in full, approved for less (rupees), or refused. */
  decision: 'approve' | number | 'refuse';
}
const headLedgers = {
  food: 'Food Expenses',
  fuel: 'Fuel Expenses',
  stay: 'Lodging Expenses',
  toll: 'Toll Expenses',
} as const;
const names = new Map([
  [salesRep.uid, 'Asha Rao'],
  [otherSalesRep.uid, 'Ravi Kumar'],
]);

/**
 * The books a person's advances and spends make, in paise, debit positive: an advance paid debits the
 * person's own advance ledger and credits where the money came from, a return the other way round; an
 * approval debits its heads in proportion to what was claimed for each (the rest to Travel Expenses),
 * credits what it used of the advance to the person's advance ledger and the person with the
 * difference; a refusal books nothing (the advance stays with the person).
 */
function modelBooks(
  spends: readonly ModelSpend[],
  settlements: readonly { who: FakeCaller; paise: number; counter: string }[],
  advances: readonly { who: FakeCaller; paise: number; counter: string }[],
) {
  const books = new Map<string, number>();
  const add = (ledger: string, amount: number) => books.set(ledger, (books.get(ledger) ?? 0) + amount);
  const advanceLedger = (who: FakeCaller) => `Staff advance - ${names.get(who.uid) ?? ''}`;
  for (const { who, paise: amount, counter } of advances) {
    add(advanceLedger(who), amount);
    add(counter, -amount);
  }
  for (const spend of spends) {
    const person = names.get(spend.who.uid) ?? '';
    const allocated = Math.round(spend.allocated * 100);
    if (spend.decision === 'refuse') continue;
    const spent = Math.round(spend.spent * 100);
    const approved = spend.decision === 'approve' ? spent : Math.round(spend.decision * 100);
    let rest = approved;
    for (const head of ['food', 'fuel', 'stay', 'toll'] as const) {
      const share = (approved * Math.round((spend.heads[head] ?? 0) * 100)) / spent;
      // The scenario's amounts split exactly: the model needs no rounding rule.
      expect(Number.isInteger(share)).toBe(true);
      add(headLedgers[head], share);
      rest -= share;
    }
    add('Travel Expenses', rest);
    add(advanceLedger(spend.who), -allocated);
    add(person, -(approved - allocated));
  }
  for (const { who, paise: amount, counter } of settlements) {
    add(names.get(who.uid) ?? '', amount);
    add(counter, -amount);
  }
  return Object.fromEntries([...books].filter(([, amount]) => amount !== 0));
}

/** An advance an admin gave on the day; its id. */
async function give(who: FakeCaller, amount: number, mode: string, reference: string): Promise<string> {
  const { advance } = await invoke(
    giveAdvance,
    {
      requestId: newRequestId(),
      ownerUid: who.uid,
      amount,
      purpose: 'Travel',
      mode,
      reference,
      date: '2026-10-05',
    },
    admin,
  );
  return advance.id;
}

const { store, clear } = useSpendStore();
beforeEach(clear);
afterEach(() => vi.useRealTimers());

describe('a closed month read by hledger', () => {
  withHledger('balances each person and expense head as the model does', async () => {
    for (const [uid, name] of names) {
      const email = uid === salesRep.uid ? salesRep.email : otherSalesRep.email;
      await setPersonName(store, { uid, email, name }, 'test');
    }
    const spends: ModelSpend[] = [
      {
        who: salesRep,
        allocated: 1000,
        spent: 1234.56,
        heads: { food: 200, fuel: 100 },
        decision: 'approve',
      },
      { who: salesRep, allocated: 0, spent: 400, heads: { food: 100, fuel: 300 }, decision: 200 },
      { who: salesRep, allocated: 500, spent: 500, heads: {}, decision: 'refuse' },
      {
        who: otherSalesRep,
        allocated: 0,
        spent: 950.5,
        heads: { stay: 800, toll: 50.5 },
        decision: 'approve',
      },
      { who: otherSalesRep, allocated: 300, spent: 120, heads: { food: 60, toll: 60 }, decision: 'approve' },
    ];
    goTo('2026-10-05');
    // Asha is given ₹2,000.00 in cash before her trips, Ravi ₹300.00 by UPI.
    const ashaAdvance = await give(salesRep, 2000, 'cash', '');
    await give(otherSalesRep, 300, 'upi', 'UTR 9');
    const ids: string[] = [];
    for (const spend of spends) {
      const { entryId } = await invoke(
        saveSalesSpend,
        {
          requestId: newRequestId(),
          visitType: 'Single Visit',
          colleges: ['COEP Pune'],
          allocatedAmount: spend.allocated,
          spentAmount: spend.spent,
          ...spend.heads,
        },
        spend.who,
      );
      ids.push(entryId ?? '');
    }
    // A spend still waiting is a claim only: nothing in the books.
    await invoke(
      saveSalesSpend,
      {
        requestId: newRequestId(),
        visitType: 'Single Visit',
        colleges: ['VJTI'],
        allocatedAmount: 0,
        spentAmount: 77,
      },
      otherSalesRep,
    );
    goTo('2026-10-12');
    for (const [index, spend] of spends.entries()) {
      const decision =
        spend.decision === 'approve'
          ? { kind: 'approve' }
          : spend.decision === 'refuse'
            ? { kind: 'refuse', reason: 'claimed twice' }
            : { kind: 'approveLess', amount: spend.decision, reason: 'over the limit' };
      await invoke(
        decideSpend,
        { requestId: newRequestId(), entryId: ids[index], version: 1, decision },
        admin,
      );
    }
    goTo('2026-10-20');
    const settle = (who: FakeCaller, entryIds: string[], form: Record<string, unknown>) =>
      invoke(
        recordSettlement,
        { requestId: newRequestId(), ownerUid: who.uid, entryIds, reference: '', ...form },
        admin,
      );
    // Asha: the 234.56 owed for the first paid by UPI (the 200 approved for less still owed to her);
    // of her advance, 1,000 used and 500 of the refused spend's given back in cash: 500 still with her.
    await settle(salesRep, [ids[0] ?? ''], {
      direction: 'paid',
      amount: 234.56,
      mode: 'upi',
      date: '2026-10-20',
      reference: 'UTR 1',
    });
    await invoke(
      returnAdvance,
      {
        requestId: newRequestId(),
        advanceId: ashaAdvance,
        amount: 500,
        mode: 'cash',
        reference: '',
        date: '2026-10-20',
      },
      admin,
    );
    goTo('2026-10-21');
    // Ravi: 950.50 owed, paid by bank transfer; 180 of his second advance still to give back.
    await settle(otherSalesRep, [ids[3] ?? ''], {
      direction: 'paid',
      amount: 950.5,
      mode: 'bank',
      date: '2026-10-21',
      reference: 'UTR 2',
    });
    goTo('2026-11-02');
    await invoke(closeMonth, { month: '2026-10' }, admin);
    const csv = await invoke<ExportMonthOutput>(exportMonth, { month: '2026-10', format: 'csv' }, admin);

    const model = modelBooks(
      spends,
      [
        { who: salesRep, paise: 23_456, counter: 'Bank Account' },
        { who: otherSalesRep, paise: 95_050, counter: 'Bank Account' },
      ],
      [
        { who: salesRep, paise: 200_000, counter: 'Cash' },
        { who: otherSalesRep, paise: 30_000, counter: 'Bank Account' },
        { who: salesRep, paise: -50_000, counter: 'Cash' },
      ],
    );
    // What is still open: 200 owed to Asha (a credit), 180 owed by Ravi (a debit).
    expect(model['Asha Rao']).toBe(-20_000);
    expect(model['Ravi Kumar']).toBe(18_000);
    // No voucher:* account is left: every voucher balances, as hledger reads it.
    const balances = await hledgerBalances(csv.content);
    expect(balances).toEqual(model);
    // Each person's advance ledger holds what Settle says they hold: Asha ₹500.00, Ravi nothing.
    const held = (await invoke(listAdvances, {}, admin)).people;
    expect(balances['Staff advance - Asha Rao']).toBe(50_000);
    expect(held.map(({ name, heldPaise }) => [name, heldPaise])).toEqual([['Asha Rao', 50_000]]);
    expect(balances['Staff advance - Ravi Kumar']).toBeUndefined();
  });
});
