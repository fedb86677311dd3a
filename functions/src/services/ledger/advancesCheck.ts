import {
  ADVANCE_DRAWS_PATH,
  ADVANCES_PATH,
  readAdvance,
  type AdvanceRecord,
} from '../../domain/advances/advance.js';
import { advanceMoney } from '../../domain/advances/advanceMoney.js';
import { entryMoney } from '../../domain/ledger/entryMoney.js';
import { accounts } from '../../domain/ledger/lines.js';
import type { Posting } from '../../domain/ledger/posting.js';
import { SPEND_ENTRIES_PATH } from '../../domain/spendEntries/spendEntry.js';
import type { Store } from '../../ports/store.js';
import type { IndexDifference } from '../indexes/indexDiff.js';
import { parseEntry } from '../spendEntries/entryView.js';
import { readAllHoldings, type Holdings } from './advanceHoldings.js';
import { advanceOpenPath } from './figurePaths.js';

/**
 * The advances against the book: what each person holds (`advance_open`) is what their advances
 * paid less what approvals used and what came back, advance by advance; the sum of it is their advance
 * ledger (the `advances:{uid}` lines); each approved spend used exactly its Allocated. `rebuild`
 * rewrites the holdings from the advances; the other differences need a person to look.
 */
export async function checkAdvances(
  store: Store,
  postings: readonly Posting[],
  rebuild: boolean,
): Promise<IndexDifference[]> {
  const [records, holdings, draws] = await Promise.all([
    store.get<Record<string, unknown>>(ADVANCES_PATH),
    readAllHoldings(store),
    store.get<Record<string, Record<string, number>>>(ADVANCE_DRAWS_PATH),
  ]);
  const advances = Object.entries(records ?? {}).flatMap(([id, value]) => {
    const advance = readAdvance(value);
    return advance ? [{ id, advance }] : [];
  });
  const differences: IndexDifference[] = [];
  const computed = computedHoldings(advances);
  for (const uid of new Set([...computed.keys(), ...holdings.keys()])) {
    const want = computed.get(uid) ?? {};
    const have = holdings.get(uid) ?? {};
    if (JSON.stringify(sorted(want)) !== JSON.stringify(sorted(have))) {
      differences.push({ path: advanceOpenPath(uid), stored: have, computed: want });
    }
  }
  const ledgers = new Map<string, number>();
  for (const posting of postings) {
    for (const line of posting.lines) {
      if (line.account.startsWith('advances:'))
        ledgers.set(line.account, (ledgers.get(line.account) ?? 0) + line.paise);
    }
  }
  const people = new Set([
    ...computed.keys(),
    ...[...ledgers.keys()].map((account) => account.slice('advances:'.length)),
  ]);
  for (const uid of people) {
    const held = Object.values(computed.get(uid) ?? {}).reduce((sum, { left }) => sum + left, 0);
    const ledger = ledgers.get(accounts.advances(uid)) ?? 0;
    if (held !== ledger)
      differences.push({ path: `${advanceOpenPath(uid)}#ledger`, stored: held, computed: ledger });
  }
  differences.push(...(await checkDraws(store, advances, draws ?? {})));
  if (rebuild) {
    const repairs = differences.filter(({ path }) => !path.includes('#'));
    if (repairs.length > 0) {
      await store.update(
        Object.fromEntries(repairs.map(({ path, computed: value }) => [path, value ?? null])),
      );
    }
  }
  return differences;
}

const sorted = (holdings: Holdings): [string, unknown][] =>
  Object.entries(holdings).sort(([a], [b]) => (a < b ? -1 : 1));

/** Each person's holdings as their advances make them: the paise left of every paid advance. */
function computedHoldings(
  advances: readonly { id: string; advance: AdvanceRecord }[],
): Map<string, Holdings> {
  const holdings = new Map<string, Holdings>();
  for (const { id, advance } of advances) {
    if (!advance.payment) continue;
    const { left } = advanceMoney(advance);
    if (left === 0) continue;
    const mine = holdings.get(advance.owner.uid) ?? {};
    mine[id] = { left, day: advance.payment.day };
    holdings.set(advance.owner.uid, mine);
  }
  return holdings;
}

/** Every approved spend used its Allocated, kept alike by entry and on each advance. */
async function checkDraws(
  store: Store,
  advances: readonly { id: string; advance: AdvanceRecord }[],
  byEntry: Record<string, Record<string, number>>,
): Promise<IndexDifference[]> {
  const differences: IndexDifference[] = [];
  const onAdvances = new Map<string, Record<string, number>>();
  for (const { id, advance } of advances) {
    for (const [entryId, paise] of Object.entries(advance.draws)) {
      onAdvances.set(entryId, { ...onAdvances.get(entryId), [id]: paise });
    }
  }
  for (const entryId of new Set([...Object.keys(byEntry), ...onAdvances.keys()])) {
    const kept = byEntry[entryId] ?? {};
    const mirrored = onAdvances.get(entryId) ?? {};
    if (JSON.stringify(Object.entries(kept).sort()) !== JSON.stringify(Object.entries(mirrored).sort())) {
      differences.push({ path: `${ADVANCE_DRAWS_PATH}/${entryId}#mirror`, stored: kept, computed: mirrored });
    }
    const entry = parseEntry(await store.get(`${SPEND_ENTRIES_PATH}/${entryId}`));
    const used = Object.values(kept).reduce((sum, paise) => sum + paise, 0);
    const advance = entry ? entryMoney(entry).advance : 0;
    if (used !== advance) {
      differences.push({ path: `${ADVANCE_DRAWS_PATH}/${entryId}#entry`, stored: used, computed: advance });
    }
  }
  return differences;
}
