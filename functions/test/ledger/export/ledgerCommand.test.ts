import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseLedgerCommand, runLedgerCommand } from '../../../../scripts/ledger/command.js';
import { UsageError } from '../../../../scripts/usageError.js';
import { closeLedgerMonth } from '../../../src/services/ledger/monthClose.js';
import { approved } from '../../settlements/approvedSpends.js';
import { useSpendStore } from '../../spend/harness.js';
import { parseTally } from './exportModel.js';

const { store, clear } = useSpendStore();
let folder = '';
beforeEach(async () => {
  await clear();
  folder = await mkdtemp(join(tmpdir(), 'ledger-export-'));
});
afterEach(async () => {
  vi.useRealTimers();
  await rm(folder, { recursive: true, force: true });
});

const usageMessage = (argv: string[]) => {
  try {
    parseLedgerCommand(argv);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`${argv.join(' ')} parsed`);
};
const run = async (argv: string[]) => {
  const lines: string[] = [];
  const emitted: string[] = [];
  await runLedgerCommand(
    parseLedgerCommand(argv),
    store,
    (line) => lines.push(line),
    (text) => emitted.push(text),
  );
  return { lines, emitted: emitted.join('') };
};
const admin = { uid: 'ledger-test', email: null, roles: ['admin' as const] };

describe('npm run ledger -- export and names', () => {
  it('says what is wrong with a bad month, format or name', () => {
    expect(usageMessage(['export', '2026-13', '--format', 'tally'])).toBe('Give the month as YYYY-MM.');
    expect(usageMessage(['export', '2026-10'])).toBe('Choose the format: tally, tally-masters or csv.');
    expect(usageMessage(['export', '2026-10', '--format', 'pdf'])).toBe(
      'Choose the format: tally, tally-masters or csv.',
    );
    expect(usageMessage(['export', '2026-10', '--format', 'csv', 'extra'])).toBe('Unexpected "extra".');
    expect(usageMessage(['check', '--format', 'csv'])).toBe(
      '--format, --out and --company are for export only.',
    );
    expect(usageMessage(['names', 'set', 'snacks', 'Tea'])).toBe(
      'Choose one of: food, fuel, stay, toll, other, advances, cash, bank.',
    );
    expect(usageMessage(['names', 'set', 'food', '  '])).toBe('Give the ledger a name.');
    expect(usageMessage(['export', '2026-10', '--format', 'csv', '--company', 'Acme'])).toBe(
      '--company is for --format tally or tally-masters.',
    );
    expect(usageMessage(['names', 'set', 'person', 'u1', 'Asha\tRao'])).toBe(
      "A ledger's name cannot hold a tab, a new line or another control character.",
    );
  });

  it('sets a person’s ledger, refusing one another person has, and names the company', async () => {
    expect((await run(['names', 'set', 'person', 'u1', 'Asha Rao'])).lines).toEqual([
      'The books now name account u1\'s ledger "Asha Rao" (closed months keep theirs).',
    ]);
    await expect(run(['names', 'set', 'person', 'u2', 'Asha Rao'])).rejects.toThrow(
      'Asha Rao is the ledger of account u1: choose another name.',
    );
    expect(
      parseLedgerCommand(['export', '2026-10', '--format', 'tally', '--company', ' Acme ']),
    ).toMatchObject({
      company: 'Acme',
    });
  });

  it('names the ledgers from the Store, over their defaults', async () => {
    expect((await run(['names', 'list'])).lines[0]).toBe(
      'food     Food Expenses (default)  - food in a spend',
    );
    expect((await run(['names', 'set', 'food', 'Staff Welfare - Food'])).lines).toEqual([
      'The export now books food in a spend to "Staff Welfare - Food".',
    ]);
    expect((await run(['names', 'list'])).lines[0]).toBe('food     Staff Welfare - Food  - food in a spend');
  });

  it('writes nothing for an open month, and the closed month to the file or standard output', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-10-20T06:00:00Z'));
    await approved(0, 250);
    vi.setSystemTime(Date.parse('2026-11-02T06:00:00Z'));
    const out = join(folder, 'october.xml');
    await expect(run(['export', '2026-10', '--format', 'tally', '--out', out])).rejects.toThrow(
      'October 2026 is not closed: close it on Settle first, so what the accountant gets never changes.',
    );
    expect(existsSync(out)).toBe(false);
    await closeLedgerMonth(store, admin, '2026-10');
    const written = await run(['export', '2026-10', '--format', 'tally', '--out', out]);
    expect(written.lines).toEqual([`Wrote October 2026 as a Tally XML (1 voucher) to ${out}.`]);
    const printed = await run(['export', '2026-10', '--format', 'tally']);
    expect(printed.emitted).toBe(await readFile(out, 'utf8'));
    expect(parseTally(printed.emitted).vouchers.map((voucher) => voucher.lines.length)).toEqual([2]);
    const mastersOut = join(folder, 'october-masters.xml');
    const masters = await run(['export', '2026-10', '--format', 'tally-masters', '--out', mastersOut]);
    expect(masters.lines).toEqual([
      `Wrote October 2026 as Tally ledger masters (2 ledgers) to ${mastersOut}.`,
    ]);
    expect(parseTally(await readFile(mastersOut, 'utf8')).masters.map((master) => master.name)).toEqual([
      'Travel Expenses',
      'Asha Sales',
    ]);
    expect((await run(['export', '2026-10', '--format', 'csv'])).emitted).toContain(
      'Travel Expenses,250.00,',
    );
    expect((await run(['names', 'list'])).lines.at(-1)).toMatch(
      /^person {3}Asha Sales {2}- the money of account sales-1, named at its first close or export$/,
    );
  });
});
