import { advanceDrawsPath, advancePath, readAdvance } from '../../domain/advances/advance.js';
import type { Store } from '../../ports/store.js';
import type { Hold } from '../requests/hold.js';
import { addHoldings, drawHoldings } from './advanceHoldings.js';

/**
 * What an entry's change does to the advances its owner holds. An approval's Allocated is drawn from
 * their open advances, oldest paid first (refused, naming what they hold, when it is more); what an
 * entry drew goes back to the same advances when the change undoes the approval (a reopening). The
 * draws are kept twice, by entry (`advance_draws/{entryId}`) and on each advance (`draws/{entryId}`),
 * written with the event's own update; `release` gives the money back when that update fails.
 */
export async function entryDraws(
  store: Store,
  entryId: string,
  uid: string,
  advanceChange: number,
): Promise<Hold> {
  if (advanceChange > 0) {
    const { draws, hold } = await drawHoldings(store, uid, advanceChange);
    const writes: Record<string, unknown> = {};
    for (const { id, paise } of draws) {
      writes[`${advanceDrawsPath(entryId)}/${id}`] = paise;
      writes[`${advancePath(id)}/draws/${entryId}`] = paise;
    }
    return { writes, release: hold.release };
  }
  if (advanceChange === 0) return { writes: {}, release: () => Promise.resolve() };
  const drawn = (await store.get<Record<string, number>>(advanceDrawsPath(entryId))) ?? {};
  const back = new Map<string, { paise: number; day: string }>();
  const writes: Record<string, unknown> = {};
  let rest = -advanceChange;
  for (const [id, paise] of Object.entries(drawn).sort(([a], [b]) => b.localeCompare(a))) {
    if (rest === 0) break;
    const take = Math.min(rest, paise);
    const advance = readAdvance(await store.get(advancePath(id)));
    back.set(id, { paise: take, day: advance?.payment?.day ?? '' });
    const kept = paise - take;
    writes[`${advanceDrawsPath(entryId)}/${id}`] = kept === 0 ? null : kept;
    writes[`${advancePath(id)}/draws/${entryId}`] = kept === 0 ? null : kept;
    rest -= take;
  }
  const hold = await addHoldings(store, uid, back);
  return { writes, release: hold.release };
}

/** Each change's draws on its owner's advances, one change after another; all given back on a failure. */
export async function drawsOf(
  store: Store,
  computed: readonly {
    change: { entryId: string; after: { owner: { uid: string } } };
    postings: readonly { posting: { amounts: { advance: number } } }[];
  }[],
): Promise<Hold[]> {
  const holds: Hold[] = [];
  try {
    for (const { change, postings } of computed) {
      const moved = postings.reduce((sum, { posting }) => sum + posting.amounts.advance, 0);
      holds.push(await entryDraws(store, change.entryId, change.after.owner.uid, moved));
    }
  } catch (error) {
    await Promise.all(holds.map((hold) => hold.release()));
    throw error;
  }
  return holds;
}
