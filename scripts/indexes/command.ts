import { parseArgs } from 'node:util';
import type { Store } from '../../functions/src/ports/store.js';
import { checkFileIndexes } from '../../functions/src/services/indexes/fileIndexCheck.js';
import type { IndexDifference } from '../../functions/src/services/indexes/indexDiff.js';
import { checkVisitIndexes } from '../../functions/src/services/indexes/visitIndexCheck.js';
import { checkSpendEntryIndexes } from '../../functions/src/services/indexes/spendEntryCheck.js';
import { checkLedger } from '../../functions/src/services/ledger/ledgerCheck.js';
import { rebuildAllTotals } from '../../functions/src/services/ledger/rebuildTotals.js';
import { storeTargetHelp, storeTargetOf, storeTargetOptions, type StoreTarget } from '../stack/openStore.js';
import { reportLines as totalsLines } from './totalsLines.js';
import { runImagesCheck } from './imagesCheck.js';
import { UsageError } from '../usageError.js';

export const indexNames = ['totals', 'files', 'visits', 'entries', 'ledger', 'images'] as const;
export type IndexName = (typeof indexNames)[number];

export const usage = `Usage: npm run indexes -- <command> [index] [options]

Commands:
  check                        recompute every derived index from its records and print every
                               difference from the stored one (changes nothing; exit 1 if any)
  rebuild                      the same, then replace what differs (run it when nobody is writing;
                               then run check)

Indexes (all when none is named):
  totals                       the dashboards' running spend totals (spend_totals/)
  files                        the file library's name index with its uploaders, staff and counts
                               (fileIndex/, fileStaff/, fileCounts/)
  visits                       the visit log with each visit's check against its place's pin,
                               pipeline, timeline and staff indexes, the follow-ups, each
                               person's last location fix and visits by day, and the visits by
                               check per person and per day (visitLog/, visitPlaces/,
                               visitPlaceVisits/, visitStaff/, followUps/, visitLastFix/,
                               visitDays/, visitCheckCounts/, visitCheckDays/); the pins
                               (placePins/) are records, never rebuilt
  entries                      the spend entries: every record on an entry with its state, the review
                               queue and its counts (review_queue/, review_counts/, review_staff/),
                               the owners' lists (spend_owner/), the bills' content index
                               (bill_entries/); rebuild first gives records saved before entries an
                               entry each (waiting for review)
  ledger                       the money ledger: the postings against the entries' histories, and
                               the per day changes and balances against the postings (rebuild
                               writes missing postings, never rewrites one: npm run ledger)
  images                       the image host against the upload records: recorded files whose image
                               is gone, and images no record names (older than a day: the daily sweep
                               deletes them); the local Store's host is its images folder beside it, a
                               project's is Cloudinary with CLOUDINARY_URL; rebuild never changes it

${storeTargetHelp}`;

export interface IndexesCommand {
  action: 'check' | 'rebuild';
  indexes: readonly IndexName[];
  target: StoreTarget;
}

const isIndexName = (value: string): value is IndexName => (indexNames as readonly string[]).includes(value);

/** Reads `check|rebuild [index]` (in either order, so `npm run totals -- check` works as an alias). */
export function parseIndexesCommand(argv: readonly string[]): IndexesCommand {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], allowPositionals: true, options: { ...storeTargetOptions } });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { positionals, values } = parsed;
  const actions = positionals.filter((word) => word === 'check' || word === 'rebuild');
  const names = positionals.filter(isIndexName);
  const unknown = positionals.filter((word) => !actions.includes(word as never) && !isIndexName(word));
  if (unknown.length > 0) throw new UsageError(`Unknown command or index "${unknown.join(' ')}".`);
  const [action, ...moreActions] = actions;
  if (action === undefined) throw new UsageError('Missing command.');
  if (moreActions.length > 0 || names.length > 1)
    throw new UsageError('Give one command and at most one index.');
  const target = storeTargetOf(values);
  if ('problem' in target) throw new UsageError(target.problem);
  return { action, indexes: names.length > 0 ? names : indexNames, target };
}

const MAX_VALUE_TEXT = 160;

function valueText(value: unknown): string {
  const text = JSON.stringify(value);
  return text.length > MAX_VALUE_TEXT ? `${text.slice(0, MAX_VALUE_TEXT)}...` : text;
}

export function differenceLine({ path, stored, computed }: IndexDifference): string {
  if (stored === undefined) return `  ${path}: missing; records say ${valueText(computed)}`;
  if (computed === undefined) return `  ${path}: not in the records; stored ${valueText(stored)}`;
  return `  ${path}: stored ${valueText(stored)}, records ${valueText(computed)}`;
}

function summaryLine(
  label: string,
  records: number,
  unreadable: readonly string[],
  differences: number,
  wrote: boolean,
): string {
  const skipped =
    unreadable.length > 0
      ? `, ${String(unreadable.length)} unreadable (${unreadable.slice(0, 5).join(', ')})`
      : '';
  const plural = differences === 1 ? '' : 's';
  const repaired = wrote && differences > 0 ? ' (repaired)' : '';
  return `${label}: ${String(records)} records${skipped}, ${String(differences)} difference${plural}${repaired}`;
}

type Print = (line: string) => void;

const runners: Record<
  IndexName,
  (store: Store, write: boolean, print: Print, command: IndexesCommand) => Promise<number>
> = {
  totals: async (store, write, print) => {
    const reports = await rebuildAllTotals(store, write);
    for (const report of reports) for (const line of totalsLines(report, write)) print(line);
    return reports.reduce((sum, report) => sum + report.differences.length, 0);
  },
  files: async (store, write, print) => {
    const reports = await checkFileIndexes(store, write);
    for (const { folder, records, unreadable, differences } of reports) {
      print(summaryLine(folder, records, unreadable, differences.length, write));
      differences.forEach((difference) => {
        print(differenceLine(difference));
      });
    }
    return reports.reduce((sum, report) => sum + report.differences.length, 0);
  },
  entries: async (store, write, print) => {
    const { entries, unreadable, orphans, created, differences } = await checkSpendEntryIndexes(store, write);
    const made =
      created > 0 ? `, ${String(created)} entries created for ${String(orphans)} records on none` : '';
    print(summaryLine(`spend entries${made}`, entries, unreadable, differences.length, write));
    differences.forEach((difference) => {
      print(differenceLine(difference));
    });
    return differences.length;
  },
  ledger: async (store, write, print) => {
    const { postings, written, differences } = await checkLedger(store, write);
    const made = written > 0 ? `, ${String(written)} postings written` : '';
    print(summaryLine(`ledger postings${made}`, postings, [], differences.length, write));
    differences.forEach((difference) => {
      print(differenceLine(difference));
    });
    return differences.length;
  },
  images: (store, write, print, command) => runImagesCheck(store, command.target, write, print),
  visits: async (store, write, print) => {
    const reports = await checkVisitIndexes(store, write);
    for (const { kind, records, unreadable, differences } of reports) {
      print(summaryLine(kind, records, unreadable, differences.length, write));
      differences.forEach((difference) => {
        print(differenceLine(difference));
      });
    }
    return reports.reduce((sum, report) => sum + report.differences.length, 0);
  },
};

/** Runs the command over each index it names; returns how many differences it found in all. */
export async function runIndexesCommand(
  command: IndexesCommand,
  store: Store,
  print: Print,
): Promise<number> {
  let differences = 0;
  for (const name of command.indexes) {
    print(`${name}:`);
    differences += await runners[name](
      store,
      command.action === 'rebuild',
      (line) => {
        print(`  ${line}`);
      },
      command,
    );
  }
  return differences;
}
