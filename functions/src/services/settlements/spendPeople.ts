import type { PersonFiguresView, SpendPeopleOutput } from '../../domain/api/spendPeople.js';
import {
  SPEND_BALANCES_PATH,
  addFigures,
  balanceOf,
  figureNames,
  personDaysPath,
  readFigures,
  zeroFigures,
  type Figures,
} from '../../domain/settlements/balances.js';
import type { SpendSide } from '../../domain/spend/sides.js';
import type { Store, StoreQuery } from '../../ports/store.js';

/**
 * A side's figures per person for a range of days (both inclusive; all days when none): the sum of
 * each person's `spend_person_days/{side}/{uid}/{day}` over the range. The people are the keys of
 * `spend_balances` (written in the same update as every person-day figure, with their email), so the
 * read is O(people x days in the range), never a scan of the records.
 */
export async function spendPeople(
  store: Store,
  input: { side: SpendSide; from?: string | undefined; to?: string | undefined },
): Promise<SpendPeopleOutput> {
  const balances = (await store.get<Record<string, unknown>>(SPEND_BALANCES_PATH)) ?? {};
  const range: StoreQuery = {
    orderBy: '$key',
    ...(input.from !== undefined && { startAt: input.from }),
    ...(input.to !== undefined && { endAt: input.to }),
  };
  const people = await Promise.all(
    Object.entries(balances).map(async ([uid, value]): Promise<PersonFiguresView | null> => {
      const days = await store.query<unknown>(personDaysPath(input.side, uid), range);
      if (days.length === 0) return null;
      const sum = days.reduce<Figures>(
        (total, day) => addFigures(total, readFigures(day.value)),
        zeroFigures(),
      );
      if (figureNames.every((name) => sum[name] === 0)) return null;
      const email = (value as { email?: unknown } | null)?.email;
      return {
        uid,
        email: typeof email === 'string' ? email : null,
        entries: sum.entries,
        allocatedPaise: sum.allocated,
        claimedPaise: sum.claimed,
        approvedPaise: sum.approved,
        settledPaise: sum.settled,
        balancePaise: balanceOf(sum),
      };
    }),
  );
  return {
    people: people
      .filter((person): person is PersonFiguresView => person !== null)
      .sort((a, b) => b.claimedPaise - a.claimedPaise || (a.email ?? a.uid).localeCompare(b.email ?? b.uid)),
  };
}
