import { expect, vi } from 'vitest';
import { correctSpend } from '../../../src/callables/correctSpend.js';
import { decideSpend } from '../../../src/callables/decideSpend.js';
import { recordSettlement } from '../../../src/callables/recordSettlement.js';
import { reopenSpend } from '../../../src/callables/reopenSpend.js';
import { reverseSettlement } from '../../../src/callables/reverseSettlement.js';
import { savePlacementSpend } from '../../../src/callables/savePlacementSpend.js';
import { saveSalesSpend } from '../../../src/callables/saveSalesSpend.js';
import { withdrawSpend } from '../../../src/callables/withdrawSpend.js';
import { carryAdvance } from '../../../src/callables/carryAdvance.js';
import { decideAdvance } from '../../../src/callables/decideAdvance.js';
import { giveAdvance } from '../../../src/callables/giveAdvance.js';
import { payAdvance } from '../../../src/callables/payAdvance.js';
import { requestAdvance } from '../../../src/callables/requestAdvance.js';
import { returnAdvance } from '../../../src/callables/returnAdvance.js';
import { admin, failureOf, invoke, newRequestId } from '../../support/callables.js';
import {
  DAY,
  HOUR,
  book,
  bookedDay,
  closedMessage,
  dayOf,
  dayText,
  isClosed,
  later,
  pickOf,
  placesOf,
  reps,
  rupees,
  settlementModes,
  leftOf,
  type Model,
  type ModelAdvance,
  type ModelEntry,
} from './model.js';
import type { Op } from './ops.js';

/** How often each outcome happened over all runs: printed, so a run that never reaches a path shows. */
export const outcomes = new Map<string, number>();
const saw = (what: string) => outcomes.set(what, (outcomes.get(what) ?? 0) + 1);

/** Expects the call refused on `field`, with `message` when one is given; nothing else checked here. */
async function expectRefused(call: Promise<unknown>, field: string, message?: string): Promise<void> {
  const failure = await failureOf(call);
  const first = failure.details?.fieldErrors?.[0];
  saw(`refused: ${message?.replace(/[\d/]+/g, 'N') ?? field}`);
  expect(first?.field).toBe(field);
  if (message !== undefined) expect(first?.message).toBe(message);
}

const placeField = (owner: number, places: readonly string[]) =>
  reps[owner]?.side === 'placement' ? { companies: [...places] } : { colleges: [...places] };
const visitType = (places: readonly string[]) => (places.length > 1 ? 'Multiple Visit' : 'Single Visit');

async function save(model: Model, action: Extract<Op, { kind: 'save' }>, today: string): Promise<void> {
  const rep = reps[action.rep];
  if (!rep) return;
  const places = placesOf[rep.side].filter((_, index) => (action.mask >> index) % 2 === 1);
  // Up to 34 days back: past 30 (the default window) or in a closed month, the server refuses it.
  const day = dayOf(Date.now() - action.back * DAY);
  const input = {
    requestId: newRequestId(),
    visitType: visitType(places),
    ...placeField(action.rep, places),
    allocatedAmount: rupees(action.allocated),
    spentAmount: rupees(action.spent),
    food: rupees(Math.floor(action.spent * action.food)),
    day,
  };
  const callable = rep.side === 'sales' ? saveSalesSpend : savePlacementSpend;
  if (action.back > 30) return expectRefused(invoke(callable, input, rep.caller), 'day');
  if (isClosed(model, day))
    return expectRefused(invoke(callable, input, rep.caller), 'day', closedMessage(day));
  const saved = await invoke(callable, input, rep.caller);
  saw(`saved at ${String(places.length)} places, ${rep.side}`);
  model.claims.push({ owner: action.rep, day, paise: action.spent });
  model.entries.push({
    id: saved.entryId ?? '',
    owner: action.rep,
    places,
    day,
    allocated: action.allocated,
    claimed: action.spent,
    state: 'waiting',
    approved: 0,
    settlement: null,
    version: 1,
    advanceReversed: false,
    latest: later(day, today),
    draws: new Map(),
  });
}

/** The person's open advances, oldest paid first (then the older id): the order an approval draws in. */
const openAdvances = (model: Model, owner: number): ModelAdvance[] =>
  model.advances
    .filter((advance) => advance.owner === owner && leftOf(advance) > 0)
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
export const heldOf = (model: Model, owner: number): number =>
  openAdvances(model, owner).reduce((sum, advance) => sum + leftOf(advance), 0);

/** An approval uses the entry's Allocated from the owner's open advances, oldest first. */
function draw(model: Model, entry: ModelEntry): void {
  let rest = entry.allocated;
  for (const advance of openAdvances(model, entry.owner)) {
    const take = Math.min(rest, leftOf(advance));
    if (take === 0) break;
    advance.used += take;
    entry.draws.set(advance.id, take);
    rest -= take;
  }
}

async function decide(model: Model, action: Extract<Op, { kind: 'decide' }>, today: string): Promise<void> {
  const entry = pickOf(
    model.entries.filter((one) => one.state === 'waiting'),
    action.pick,
  );
  if (!entry) return;
  const less = Math.floor(entry.claimed * action.fraction);
  const how = action.how === 'less' && (less < 1 || less >= entry.claimed) ? 'approve' : action.how;
  const decision =
    how === 'approve'
      ? { kind: 'approve' }
      : how === 'less'
        ? { kind: 'approveLess', amount: rupees(less), reason: 'less' }
        : { kind: 'refuse', reason: 'no bill', ...(action.inError ? { advanceInError: true } : {}) };
  const call = invoke(
    decideSpend,
    { requestId: newRequestId(), entryId: entry.id, version: entry.version, decision },
    admin,
  );
  const held = heldOf(model, entry.owner);
  if (how !== 'refuse' && entry.allocated > held) {
    // No approval books against an advance never paid: refused, naming what the person holds.
    const failure = await failureOf(call);
    saw('refused: Allocated beyond the advances held');
    const details = failure.details as { reason?: string; heldPaise?: number } | undefined;
    expect([failure.code, details?.reason, details?.heldPaise]).toEqual([
      'failed-precondition',
      'advance-uncovered',
      held,
    ]);
    return;
  }
  await call;
  entry.latest = today;
  // Booked on the spend's own day; late, on the first open day, when its month is closed.
  const day = bookedDay(model, entry.day);
  saw(day === entry.day ? (day < today ? 'decided on an earlier day' : 'decided') : 'decided late');
  if (how === 'refuse') {
    // The advance stays with the person, open on their advance ledger: nothing owed either way.
    entry.state = 'refused';
  } else {
    entry.state = 'approved';
    entry.approved = how === 'less' ? less : entry.claimed;
    draw(model, entry);
    book(model, entry.owner, day, entry.approved - entry.allocated);
    model.approvals.push({ owner: entry.owner, day, paise: entry.approved });
  }
}

/** Correct and resend a refused spend, moved up to 40 days back: across months, into closed ones too. */
async function correct(model: Model, action: Extract<Op, { kind: 'correct' }>, today: string): Promise<void> {
  const refused = model.entries.filter((one) => one.state === 'refused' && one.settlement === null);
  // Moved to today, the oldest refused spend: the one most likely in a closed month (refused out of it).
  const entry =
    action.back === 0
      ? refused.reduce<ModelEntry | undefined>(
          (old, one) => (old && old.day <= one.day ? old : one),
          undefined,
        )
      : pickOf(refused, action.pick);
  if (!entry) return;
  const day = dayOf(Date.now() - action.back * DAY);
  const input = {
    requestId: newRequestId(),
    entryId: entry.id,
    side: reps[entry.owner]?.side,
    visitType: visitType(entry.places),
    ...placeField(entry.owner, entry.places),
    billIds: [],
    allocatedAmount: rupees(action.allocated),
    spentAmount: rupees(action.spent),
    day,
  };
  const caller = reps[entry.owner]?.caller;
  // Its own day stays allowed out of the window; a closed month never is.
  if (action.back > 30 && day !== entry.day) return expectRefused(invoke(correctSpend, input, caller), 'day');
  // Neither into a closed month nor out of one: the older of the two days is the one named.
  const older = day < entry.day ? day : entry.day;
  if (isClosed(model, older)) {
    saw(
      isClosed(model, entry.day)
        ? 'refused: corrected out of a closed month'
        : 'refused: into a closed month',
    );
    return expectRefused(invoke(correctSpend, input, caller), 'day', closedMessage(older));
  }
  await invoke(correctSpend, input, caller);
  saw(day.slice(0, 7) === entry.day.slice(0, 7) ? 'corrected' : 'corrected into another month');
  // Its old day loses the spend as it was claimed, its new day gains it as corrected.
  model.claims.push({ owner: entry.owner, day: entry.day, paise: -entry.claimed });
  model.claims.push({ owner: entry.owner, day, paise: action.spent });
  Object.assign(entry, {
    state: 'waiting',
    day,
    allocated: action.allocated,
    claimed: action.spent,
    version: entry.version + 1,
    advanceReversed: false,
    latest: today,
  });
}

async function withdraw(model: Model, pick: number, today: string): Promise<void> {
  const entry = pickOf(
    model.entries.filter((one) => one.state === 'waiting'),
    pick,
  );
  if (!entry) return;
  await invoke(withdrawSpend, { requestId: newRequestId(), entryId: entry.id }, reps[entry.owner]?.caller);
  entry.state = 'withdrawn';
  entry.latest = today;
  const day = bookedDay(model, entry.day);
  model.claims.push({ owner: entry.owner, day, paise: -entry.claimed });
}

const settleable = (entry: ModelEntry, owner: number) =>
  entry.owner === owner && entry.settlement === null && entry.state === 'approved';

/** A settlement in any mode, dated up to 20 days back: before its latest event or in a closed month, refused. */
async function settle(model: Model, action: Extract<Op, { kind: 'settle' }>, today: string): Promise<void> {
  const open = model.entries.filter((entry) => settleable(entry, action.rep));
  const ticked = open.filter((_, index) => (action.mask >> index) % 2 === 1 || index === 0);
  if (ticked.length === 0) return;
  const owed = ticked.reduce((sum, entry) => sum + entry.approved - entry.allocated, 0);
  const mode = settlementModes[action.mode] ?? 'cash';
  const date = dayOf(Date.now() - action.back * DAY);
  const input = {
    requestId: newRequestId(),
    ownerUid: reps[action.rep]?.caller.uid,
    entryIds: ticked.map((entry) => entry.id),
    direction: owed >= 0 ? 'paid' : 'recovered',
    amount: rupees(Math.abs(owed)),
    mode,
    reference: mode === 'cash' ? '' : 'UTR 1',
    date,
  };
  if (owed === 0) {
    const message =
      'A settlement of ₹0.00 moves no money: tick entries that leave something to pay or recover.';
    return expectRefused(invoke(recordSettlement, input, admin), 'amount', message);
  }
  const latest = ticked.reduce((day, entry) => later(day, entry.latest), '');
  if (date < latest) {
    const message = `The date cannot be before ${dayText(latest)}, the day of the latest spend or decision it settles.`;
    return expectRefused(invoke(recordSettlement, input, admin), 'date', message);
  }
  if (isClosed(model, date))
    return expectRefused(invoke(recordSettlement, input, admin), 'date', closedMessage(date));
  const { settlementId } = await invoke<{ settlementId: string }>(recordSettlement, input, admin);
  saw(`settled by ${mode}${date < today ? ', dated back' : ''}`);
  for (const entry of ticked) Object.assign(entry, { settlement: settlementId, latest: today });
  model.settlements.push({
    id: settlementId,
    owner: action.rep,
    entries: ticked.map((entry) => ({ id: entry.id, change: -(entry.approved - entry.allocated) })),
    amount: Math.abs(owed),
    reversed: false,
  });
  book(model, action.rep, date, -owed);
  model.settled.push({ owner: action.rep, day: date, paise: owed });
}

async function reopen(model: Model, pick: number, today: string): Promise<void> {
  const entry = pickOf(
    model.entries.filter((one) => one.state === 'approved' && one.settlement === null),
    pick,
  );
  if (!entry) return;
  await invoke(
    reopenSpend,
    { requestId: newRequestId(), entryId: entry.id, version: entry.version, reason: 'approved by mistake' },
    admin,
  );
  book(model, entry.owner, bookedDay(model, entry.day), -(entry.approved - entry.allocated));
  model.approvals.push({ owner: entry.owner, day: bookedDay(model, entry.day), paise: -entry.approved });
  // What it used of each advance goes back to that advance.
  for (const [id, paise] of entry.draws) {
    const advance = model.advances.find((one) => one.id === id);
    if (advance) advance.used -= paise;
  }
  Object.assign(entry, { state: 'waiting', approved: 0, latest: today, draws: new Map() });
}

/** An advance asked for, approved and paid, or given with no request; paid up to 40 days back. */
async function advance(model: Model, action: Extract<Op, { kind: 'advance' }>): Promise<void> {
  const rep = reps[action.rep];
  if (!rep) return;
  const date = dayOf(Date.now() - action.back * DAY);
  const money = { mode: 'upi', reference: 'UTR 5', date };
  const amount = rupees(action.paise);
  let id: string;
  if (action.asked) {
    const asked = await invoke(
      requestAdvance,
      { requestId: newRequestId(), amount, purpose: 'Trip', from: date, to: date, places: [] },
      rep.caller,
    );
    id = asked.advance.id;
    await invoke(
      decideAdvance,
      { requestId: newRequestId(), advanceId: id, decision: { kind: 'approve' } },
      admin,
    );
    const pay = invoke(payAdvance, { requestId: newRequestId(), advanceId: id, ...money }, admin);
    if (isClosed(model, date)) return expectRefused(pay, 'date', closedMessage(date));
    await pay;
    // A second payment of it is refused, naming who paid it.
    const again = await failureOf(
      invoke(payAdvance, { requestId: newRequestId(), advanceId: id, ...money }, admin),
    );
    expect(again.message).toMatch(/^This advance was paid by /);
  } else {
    const give = invoke(
      giveAdvance,
      { requestId: newRequestId(), ownerUid: rep.caller.uid, amount, purpose: 'Trip', ...money },
      admin,
    );
    if (isClosed(model, date)) return expectRefused(give, 'date', closedMessage(date));
    id = (await give).advance.id;
  }
  saw(
    `advance ${action.asked ? 'asked for and paid' : 'given'}${date < dayOf(Date.now()) ? ', dated back' : ''}`,
  );
  model.advances.push({ id, owner: action.rep, day: date, paid: action.paise, used: 0, returned: 0 });
}

/** What is left of an open advance carried forward: it stays open with the person, its money where it is. */
async function carry(model: Model, pick: number): Promise<void> {
  const open = pickOf(
    model.advances.filter((one) => leftOf(one) > 0),
    pick,
  );
  if (!open) return;
  const { advance } = await invoke(carryAdvance, { requestId: newRequestId(), advanceId: open.id }, admin);
  expect([advance.state, advance.carriedForward, advance.leftPaise]).toEqual(['open', true, leftOf(open)]);
  saw('advance carried forward');
}

/** Some or all of what is left of an open advance given back, dated up to 10 days back. */
async function giveBack(model: Model, action: Extract<Op, { kind: 'return' }>): Promise<void> {
  const open = pickOf(
    model.advances.filter((one) => leftOf(one) > 0),
    action.pick,
  );
  if (!open) return;
  const paise = Math.max(1, Math.floor(leftOf(open) * action.fraction));
  const date = dayOf(Date.now() - action.back * DAY);
  const call = invoke(
    returnAdvance,
    {
      requestId: newRequestId(),
      advanceId: open.id,
      amount: rupees(paise),
      mode: 'cash',
      reference: '',
      date,
    },
    admin,
  );
  if (date < open.day)
    return expectRefused(
      call,
      'date',
      `The date cannot be before ${dayText(open.day)}, the day it was paid.`,
    );
  if (isClosed(model, date)) return expectRefused(call, 'date', closedMessage(date));
  await call;
  saw(paise === leftOf(open) ? 'advance returned in full' : 'advance partly returned');
  open.returned += paise;
}

async function reverse(model: Model, pick: number, today: string): Promise<void> {
  const settlement = pickOf(
    model.settlements.filter((one) => !one.reversed),
    pick,
  );
  if (!settlement) return;
  await invoke(
    reverseSettlement,
    { requestId: newRequestId(), settlementId: settlement.id, reason: 'wrong account' },
    admin,
  );
  settlement.reversed = true;
  saw('reversed');
  for (const { id, change } of settlement.entries) {
    const entry = model.entries.find((one) => one.id === id);
    if (entry) Object.assign(entry, { settlement: null, latest: today });
    book(model, settlement.owner, today, -change);
    model.settled.push({ owner: settlement.owner, day: today, paise: change });
  }
}

/** One step against the app and the model; `close` is the test's (it keeps what each month read). */
export async function step(model: Model, action: Op, close: () => Promise<void>): Promise<void> {
  const today = dayOf(Date.now());
  switch (action.kind) {
    case 'wait':
      return void vi.setSystemTime(Date.now() + action.hours * HOUR);
    case 'save':
      return save(model, action, today);
    case 'decide':
      return decide(model, action, today);
    case 'correct':
      return correct(model, action, today);
    case 'withdraw':
      return withdraw(model, action.pick, today);
    case 'settle':
      return settle(model, action, today);
    case 'reopen':
      return reopen(model, action.pick, today);
    case 'reverse':
      return reverse(model, action.pick, today);
    case 'close':
      return close();
    case 'advance':
      return advance(model, action);
    case 'return':
      return giveBack(model, action);
    case 'carry':
      return carry(model, action.pick);
  }
}
