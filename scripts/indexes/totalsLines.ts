import { fromPaise } from '../../functions/src/domain/spend/money.js';
import type { RebuildReport } from '../../functions/src/services/ledger/rebuildTotals.js';

const rupees = (paise: number) => fromPaise(paise).toFixed(2);

/** The lines a totals report prints: per side the records read, the problems found, every difference. */
export function reportLines(report: RebuildReport, wrote: boolean): string[] {
  const { side, records, problems, differences } = report;
  const lines = [
    `${side}: ${String(records)} records, ${String(problems)} with a bad value (counted as 0), ` +
      `${String(differences.length)} difference${differences.length === 1 ? '' : 's'}` +
      (wrote && differences.length > 0 ? ' (repaired)' : ''),
  ];
  for (const { path, field, stored, computed } of differences) {
    const show = field === 'count' || field === 'approvedCount' ? String : rupees;
    lines.push(`  ${path} ${field}: stored ${show(stored)}, records ${show(computed)}`);
  }
  return lines;
}
