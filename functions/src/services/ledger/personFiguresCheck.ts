import type { Posting } from '../../domain/ledger/posting.js';
import { personTotalsPath, readFigures, type FigureName } from '../../domain/settlements/balances.js';
import { spendSides } from '../../domain/spend/sides.js';
import type { Store } from '../../ports/store.js';
import type { IndexDifference } from '../indexes/indexDiff.js';

/** The money figures of the dashboards' per-person table, each a sum of postings. */
const bookedFigures = ['allocated', 'claimed', 'approved', 'settled'] as const satisfies FigureName[];
type BookedFigures = Record<(typeof bookedFigures)[number], number>;
const noFigures = (): BookedFigures => ({ allocated: 0, claimed: 0, approved: 0, settled: 0 });

function postingFigures(posting: Posting): BookedFigures {
  const { allocated, claimed, approved, paid, recovered } = posting.amounts;
  return { allocated, claimed, approved, settled: paid - recovered };
}

/**
 * The dashboards' per-person table (Sales and Placement dashboards, all days) is a cache of the
 * postings: each side's running totals of a person (`spend_person_totals/{side}/{uid}`) hold the sums
 * of that person's postings on that side, allocated, claimed, approved and settled (paid less
 * recovered). A range of days reads `spend_person_days`, dated by the spend as the totals are; the
 * all-days figures are where every dating agrees, so that is what is compared.
 */
export async function checkPersonFigures(
  store: Store,
  postings: readonly Posting[],
): Promise<IndexDifference[]> {
  const differences: IndexDifference[] = [];
  for (const side of spendSides) {
    const booked = new Map<string, BookedFigures>();
    for (const posting of postings) {
      if (posting.side !== side) continue;
      const sum = booked.get(posting.person) ?? noFigures();
      const moved = postingFigures(posting);
      for (const name of bookedFigures) sum[name] += moved[name];
      booked.set(posting.person, sum);
    }
    const totals = (await store.get<Record<string, unknown>>(personTotalsPath(side))) ?? {};
    for (const uid of new Set([...Object.keys(totals), ...booked.keys()])) {
      const figures = readFigures(totals[uid]);
      const stored = Object.fromEntries(bookedFigures.map((name) => [name, figures[name]]));
      const computed = booked.get(uid) ?? noFigures();
      if (bookedFigures.some((name) => stored[name] !== computed[name])) {
        differences.push({ path: `${personTotalsPath(side)}/${uid}`, stored, computed });
      }
    }
  }
  return differences;
}
