import type { PersonFiguresView, SpendPeopleOutput } from '../../domain/api/spendPeople.js';
import {
  addFigures,
  balanceOf,
  figureNames,
  readFigures,
  zeroFigures,
  type Figures,
} from '../../domain/settlements/balances.js';
import type { SpendSide } from '../../domain/spend/sides.js';
import type { Store, StoreQuery } from '../../ports/store.js';
import { readMoneyNames } from '../people/moneyNames.js';
import { SPEND_BALANCES_PATH, personDaysPath, personTotalsPath } from '../ledger/figurePaths.js';

type SpendPeopleInput = { side: SpendSide; from?: string | undefined; to?: string | undefined };

/**
 * Each person's figures on a side over the range: for all days, their running totals
 * (`spend_person_totals/{side}/{uid}`, one read for everyone); for a range, the sum of their
 * `spend_person_days/{side}/{uid}/{day}` over it (O(people x days in the range)). Never a scan of the
 * records.
 */
async function figuresOverRange(
  store: Store,
  uids: readonly string[],
  input: SpendPeopleInput,
): Promise<(Figures | null)[]> {
  if (input.from === undefined && input.to === undefined) {
    const totals = (await store.get<Record<string, unknown>>(personTotalsPath(input.side))) ?? {};
    return uids.map((uid) => (uid in totals ? readFigures(totals[uid]) : null));
  }
  const range: StoreQuery = {
    orderBy: '$key',
    ...(input.from !== undefined && { startAt: input.from }),
    ...(input.to !== undefined && { endAt: input.to }),
  };
  return Promise.all(
    uids.map(async (uid) => {
      const days = await store.query<unknown>(personDaysPath(input.side, uid), range);
      if (days.length === 0) return null;
      return days.reduce<Figures>((total, day) => addFigures(total, readFigures(day.value)), zeroFigures());
    }),
  );
}

/**
 * A side's figures per person for a range of days (both inclusive; all days when none). The people are
 * the keys of `spend_balances` (written in the same update as every person-day figure, with their
 * email).
 */
export async function spendPeople(store: Store, input: SpendPeopleInput): Promise<SpendPeopleOutput> {
  const [balances, names] = await Promise.all([
    store.get<Record<string, unknown>>(SPEND_BALANCES_PATH).then((value) => value ?? {}),
    readMoneyNames(store),
  ]);
  const uids = Object.keys(balances);
  const figures = await figuresOverRange(store, uids, input);
  const people = uids.map((uid, index): PersonFiguresView | null => {
    const value = balances[uid];
    const sum = figures[index];
    if (!sum) return null;
    if (figureNames.every((name) => sum[name] === 0)) return null;
    const stored = (value as { email?: unknown } | null)?.email;
    const email = typeof stored === 'string' ? stored : null;
    return {
      uid,
      email,
      name: names.of({ uid, email }),
      entries: sum.entries,
      allocatedPaise: sum.allocated,
      claimedPaise: sum.claimed,
      approvedPaise: sum.approved,
      settledPaise: sum.settled,
      balancePaise: balanceOf(sum),
    };
  });
  return {
    people: people
      .filter((person): person is PersonFiguresView => person !== null)
      .sort((a, b) => b.claimedPaise - a.claimedPaise || a.name.localeCompare(b.name)),
  };
}
