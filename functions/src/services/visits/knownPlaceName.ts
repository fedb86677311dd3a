import { spendOptionListOfSide } from '../../domain/spend/spendOptions.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { foldPlaceName, placeKeyOf } from '../../domain/visits/visitPlaces.js';
import type { Store } from '../../ports/store.js';
import { readOptionList } from '../spend/spendOptionsStore.js';
import { readPlaceEntry } from './visitIndexWrites.js';

/**
 * The one spelling of a place a typed name stands for: the name on the organisation's list (the one the
 * Spent dialog offers), else the name the place was visited under before, else the name as typed with
 * its spaces tidied. So 'aissms college of engineering ' is stored as 'AISSMS College of Engineering',
 * and visits and spends of one place carry one name.
 */
/** Whether a place key names a place: on the organisation's list, or visited before. */
export async function placeExists(store: Store, kind: VisitKind, key: string): Promise<boolean> {
  if ((await readPlaceEntry(store, kind, key)) !== null) return true;
  const { names } = await readOptionList(store, spendOptionListOfSide[kind]);
  return names.some((name) => placeKeyOf(name) === key);
}

export async function knownPlaceName(store: Store, kind: VisitKind, typed: string): Promise<string> {
  const folded = foldPlaceName(typed);
  if (folded === '') return typed;
  const { names } = await readOptionList(store, spendOptionListOfSide[kind]);
  const listed = names.find((name) => foldPlaceName(name) === folded);
  if (listed !== undefined) return listed;
  const visited = await readPlaceEntry(store, kind, placeKeyOf(typed));
  return visited?.name ?? typed.trim().replace(/\s+/g, ' ');
}
