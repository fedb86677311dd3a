import { LEDGER_POSTINGS_PATH, readPosting } from '../../domain/ledger/posting.js';
import { replayEntryChanges } from '../../domain/ledger/replay.js';
import type { SpendSide } from '../../domain/spend/sides.js';
import { samePlaceKey } from '../../domain/spend/spendFields.js';
import { placeName } from '../../domain/spendTotals/aggregate.js';
import { placeKey } from '../../domain/spendTotals/placeKey.js';
import { increment, type Store } from '../../ports/store.js';
import { readEntry } from '../spendEntries/entryView.js';
import { noFigureChanges } from './figureChanges.js';
import { addReplayedChange, placeRenamer } from './figuresCheck.js';
import { totalsRoot } from './figurePaths.js';

/** The day each stored posting of an entry is dated, by posting id. */
async function postingDaysOf(store: Store, entryId: string): Promise<Map<string, string>> {
  const rows = await store.query(LEDGER_POSTINGS_PATH, {
    orderBy: '$key',
    startAt: `${entryId}_`,
    endAt: `${entryId}_\uf8ff`,
  });
  const days = new Map<string, string>();
  for (const { key, value } of rows) {
    const posting = readPosting(value);
    if (posting) days.set(key, posting.day);
  }
  return days;
}

/**
 * The writes that move what these entries count for at place `from` (any spelling) in the totals (every day and
 * month their postings are dated) to `intoName`, for a merge of the two places: the figures stay on
 * their days, under the kept name.
 */
export async function placeFigureMoves(
  store: Store,
  side: SpendSide,
  entryIds: Iterable<string>,
  names: { from: string; into: string },
): Promise<Record<string, unknown>> {
  const from = samePlaceKey(names.from);
  const into = placeName(side, names.into);
  const intoKey = placeKey(into);
  const rename = await placeRenamer(store, side);
  const figures = noFigureChanges();
  for (const entryId of entryIds) {
    const entry = await readEntry(store, entryId);
    if (entry === null) continue;
    const days = await postingDaysOf(store, entryId);
    for (const change of replayEntryChanges(entryId, entry, new Map())) {
      addReplayedChange(figures, change, rename, days);
    }
  }
  const writes: Record<string, unknown> = {};
  const root = `${totalsRoot(side)}/`;
  for (const [path, by] of figures.deltas) {
    if (!path.startsWith(root)) continue;
    const parts = path.split('/');
    const node = parts.slice(0, -1).join('/');
    if (samePlaceKey(figures.labels.get(node) ?? '') !== from) continue;
    const intoNode = [...parts.slice(0, -2), intoKey].join('/');
    writes[path] = increment(-by);
    writes[`${intoNode}/${parts.at(-1) ?? ''}`] = increment(by);
    writes[`${intoNode}/place`] = into ?? '';
  }
  return writes;
}
