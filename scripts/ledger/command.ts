import { parseArgs } from 'node:util';
import { statementMonthSchema } from '../../functions/src/domain/api/spendStatement.js';
import type { Store } from '../../functions/src/ports/store.js';
import { checkLedger } from '../../functions/src/services/ledger/ledgerCheck.js';
import { closeLedgerMonth } from '../../functions/src/services/ledger/monthClose.js';
import { differenceLine } from '../indexes/command.js';
import { storeTargetHelp, storeTargetOf, storeTargetOptions, type StoreTarget } from '../stack/openStore.js';
import { UsageError } from '../usageError.js';

export const usage = `Usage: npm run ledger -- <command> [options]

Commands:
  check                 compare the ledger's postings with the spend entries' histories and the
                        cached figures (per day changes, balances) with the postings; exit 1 if any
                        difference
  rebuild               write the postings every entry's history books that the ledger does not
                        hold yet (never rewriting one), then repair the per day changes; run twice,
                        it writes nothing the second time
  close YYYY-MM         close every month up to YYYY-MM (it must be over): no posting may be dated
                        in it afterwards, so its statements never change

${storeTargetHelp}`;

export type LedgerCommand =
  | { action: 'check' | 'rebuild'; target: StoreTarget }
  | { action: 'close'; month: string; target: StoreTarget };

export function parseLedgerCommand(argv: readonly string[]): LedgerCommand {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], allowPositionals: true, options: { ...storeTargetOptions } });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { positionals, values } = parsed;
  const target = storeTargetOf(values);
  if ('problem' in target) throw new UsageError(target.problem);
  const [action, month, ...rest] = positionals;
  if (rest.length > 0) throw new UsageError(`Unexpected "${rest.join(' ')}".`);
  if (action === 'check' || action === 'rebuild') {
    if (month !== undefined) throw new UsageError(`Unexpected "${month}".`);
    return { action, target };
  }
  if (action === 'close') {
    if (!statementMonthSchema.safeParse(month).success) throw new UsageError('Give the month as YYYY-MM.');
    return { action, month: month ?? '', target };
  }
  throw new UsageError(action === undefined ? 'Missing command.' : `Unknown command "${action}".`);
}

/** Runs the command; returns how many differences a check found (0 for the others). */
export async function runLedgerCommand(
  command: LedgerCommand,
  store: Store,
  print: (line: string) => void,
): Promise<number> {
  if (command.action === 'close') {
    const { through } = await closeLedgerMonth(
      store,
      { uid: 'ledger-cli', email: null, roles: ['admin'] },
      command.month,
    );
    print(`Closed every month up to ${through}.`);
    return 0;
  }
  const started = performance.now();
  const report = await checkLedger(store, command.action === 'rebuild');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const wrote = command.action === 'rebuild' ? `, ${String(report.written)} written` : '';
  print(
    `ledger: ${String(report.postings)} postings${wrote}, ${String(report.differences.length)} differences (${seconds} s)`,
  );
  for (const difference of report.differences.slice(0, 50)) print(differenceLine(difference));
  return report.differences.length;
}
