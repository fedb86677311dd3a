import type { ListAdvancesOutput, MyAdvancesOutput } from '../../domain/api/advanceLists.js';
import type { AdvanceView } from '../../domain/api/advanceView.js';
import { ADVANCE_UNPAID_PATH } from '../../domain/advances/advance.js';
import { advanceAges, type AdvanceAge } from '../../domain/advances/advanceMoney.js';
import { orgDayOf } from '../../domain/time/orgTime.js';
import type { Store } from '../../ports/store.js';
import { heldPaise, readAllHoldings, readPersonHoldings } from '../ledger/advanceHoldings.js';
import { readMoneyNames } from '../people/moneyNames.js';
import { advanceViewOf, personAdvanceIds, readAdvances, requestedAdvanceIds } from './advanceViews.js';

const newestFirst = (a: AdvanceView, b: AdvanceView): number => b.createdAt - a.createdAt;

/** A person's own advances, newest first, and what they hold of them in all. */
export async function myAdvances(store: Store, uid: string, now = Date.now()): Promise<MyAdvancesOutput> {
  const [names, advances, holdings] = await Promise.all([
    readMoneyNames(store),
    personAdvanceIds(store, uid).then((ids) => readAdvances(store, ids)),
    readPersonHoldings(store, uid),
  ]);
  const today = orgDayOf(now);
  return {
    advances: advances.map(({ id, advance }) => advanceViewOf(id, advance, names, today)).sort(newestFirst),
    heldPaise: heldPaise(holdings),
  };
}

const zeroAges = (): Record<AdvanceAge, number> =>
  Object.fromEntries(advanceAges.map((age) => [age, 0])) as Record<AdvanceAge, number>;

/**
 * What Settle and Review show of advances: the requests waiting, the approved ones not paid, and
 * every open advance by person with their age. The open ones come from the holdings (one node), so
 * this reads only the advances that are open or waiting, however many were closed before.
 */
export async function listAdvances(
  store: Store,
  input: { ownerUid?: string } | undefined,
  now = Date.now(),
): Promise<ListAdvancesOutput> {
  const [names, holdings, requested] = await Promise.all([
    readMoneyNames(store),
    readAllHoldings(store),
    requestedAdvanceIds(store),
  ]);
  const owner = input?.ownerUid;
  const openIds = [...holdings]
    .filter(([uid]) => owner === undefined || uid === owner)
    .flatMap(([, held]) => Object.keys(held));
  const unpaidIds =
    owner === undefined ? await unpaidAdvanceIds(store) : await personAdvanceIds(store, owner);
  const ids = [...new Set([...requested, ...openIds, ...unpaidIds])];
  const today = orgDayOf(now);
  const views = (await readAdvances(store, ids))
    .filter(({ advance }) => owner === undefined || advance.owner.uid === owner)
    .map(({ id, advance }) => advanceViewOf(id, advance, names, today));
  const open = views
    .filter((view) => view.state === 'open')
    .sort((a, b) => (b.ageDays ?? 0) - (a.ageDays ?? 0));
  const people = new Map<string, ListAdvancesOutput['people'][number]>();
  const ages = zeroAges();
  for (const view of open) {
    const person = people.get(view.owner.uid) ?? {
      uid: view.owner.uid,
      name: view.owner.name,
      heldPaise: 0,
      ages: zeroAges(),
    };
    person.heldPaise += view.leftPaise;
    if (view.age) {
      person.ages[view.age] += view.leftPaise;
      ages[view.age] += view.leftPaise;
    }
    people.set(view.owner.uid, person);
  }
  return {
    requests: views.filter((view) => view.state === 'requested').sort(newestFirst),
    unpaid: views.filter((view) => view.state === 'approved').sort(newestFirst),
    open,
    people: [...people.values()].sort((a, b) => b.heldPaise - a.heldPaise || a.name.localeCompare(b.name)),
    ages,
  };
}

/** Approved advances waiting to be paid. */
async function unpaidAdvanceIds(store: Store): Promise<string[]> {
  return Object.keys((await store.get<Record<string, unknown>>(ADVANCE_UNPAID_PATH)) ?? {});
}
