import { parseSpendRecord, type OwnedSpend } from '../../domain/records/spendRecord.js';
import { spendCollections, spendPlaceField, type SpendSide } from '../../domain/spend/sides.js';
import { samePlaceKey } from '../../domain/spend/spendFields.js';
import type { Store } from '../../ports/store.js';

/** The spellings a place's spends may be stored under: placement records of the first version wrote `_` for spaces. */
function storedSpellings(side: SpendSide, names: readonly string[]): string[] {
  const spellings = new Set<string>();
  for (const name of names) {
    const tidy = name.trim().replace(/\s+/g, ' ');
    if (tidy === '') continue;
    spellings.add(tidy);
    if (side === 'placement') spellings.add(tidy.replaceAll(' ', '_'));
  }
  return [...spellings];
}

export interface PlaceSpendRecord extends OwnedSpend {
  /** The stored value as it is (for a write that changes it). */
  value: Record<string, unknown>;
}

/**
 * The spend records of one place: an equality query on the side's place field (indexed) for each
 * spelling given, keeping the records whose name folds to the place's. Never a scan of all spends.
 */
export async function placeSpendRecords(
  store: Store,
  side: SpendSide,
  names: readonly string[],
): Promise<Map<string, PlaceSpendRecord>> {
  const folded = new Set(names.map((name) => samePlaceKey(name)));
  const found = new Map<string, PlaceSpendRecord>();
  const batches = await Promise.all(
    storedSpellings(side, names).map((spelling) =>
      store.query<Record<string, unknown>>(spendCollections[side], {
        orderBy: spendPlaceField[side],
        startAt: spelling,
        endAt: spelling,
      }),
    ),
  );
  for (const { key, value } of batches.flat()) {
    const owned = parseSpendRecord(side, key, value);
    if (owned === null || owned.row.place === null || !folded.has(samePlaceKey(owned.row.place))) continue;
    found.set(key, { ...owned, value });
  }
  return found;
}
