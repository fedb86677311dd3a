import { parseArgs } from 'node:util';
import type { Store } from '../../functions/src/ports/store.js';
import { fromPaise } from '../../functions/src/domain/spend/money.js';
import { rebuildAllTotals, type RebuildReport } from '../../functions/src/services/spend/rebuildTotals.js';
import { storeTargetHelp, storeTargetOf, storeTargetOptions, type StoreTarget } from '../stack/openStore.js';
import { UsageError } from '../usageError.js';

export const usage = `Usage: npm run totals -- <command> [options]

Commands:
  check                        recompute the dashboards' running totals from the spend records and
                               print every difference from the stored ones (changes nothing)
  rebuild                      the same, then replace the stored totals with the recomputed ones
                               (run it when nobody is saving spends; then run check)

${storeTargetHelp}`;

export interface TotalsCommand {
  action: 'check' | 'rebuild';
  target: StoreTarget;
}

export function parseTotalsCommand(argv: readonly string[]): TotalsCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        ...storeTargetOptions,
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { positionals, values } = parsed;
  const [action, ...rest] = positionals;
  if (action !== 'check' && action !== 'rebuild') {
    throw new UsageError(action ? `Unknown command "${action}".` : 'Missing command.');
  }
  if (rest.length > 0) throw new UsageError(`Unexpected argument "${rest.join(' ')}".`);
  const target = storeTargetOf(values);
  if ('problem' in target) throw new UsageError(target.problem);
  return { action, target };
}

const rupees = (paise: number) => fromPaise(paise).toFixed(2);

/** The lines a report prints: per side the records read, the problems found, every difference. */
export function reportLines(report: RebuildReport, wrote: boolean): string[] {
  const { side, records, problems, differences } = report;
  const lines = [
    `${side}: ${String(records)} records, ${String(problems)} with a bad value (counted as 0), ` +
      `${String(differences.length)} difference${differences.length === 1 ? '' : 's'}` +
      (wrote && differences.length > 0 ? ' (repaired)' : ''),
  ];
  for (const { path, field, stored, computed } of differences) {
    const show = field === 'count' ? String : rupees;
    lines.push(`  ${path} ${field}: stored ${show(stored)}, records ${show(computed)}`);
  }
  return lines;
}

/** Runs the command; returns how many differences were found (the exit code of `check` says so). */
export async function runTotalsCommand(
  command: TotalsCommand,
  store: Store,
  print: (line: string) => void,
): Promise<number> {
  const write = command.action === 'rebuild';
  const reports = await rebuildAllTotals(store, write);
  for (const report of reports) for (const line of reportLines(report, write)) print(line);
  return reports.reduce((sum, report) => sum + report.differences.length, 0);
}
