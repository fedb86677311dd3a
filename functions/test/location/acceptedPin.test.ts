import { afterEach, describe, expect, it, vi } from 'vitest';
import { placePage } from '../../src/callables/placePage.js';
import { setPlacePin } from '../../src/callables/setPlacePin.js';
import type { PlacePageOutput } from '../../src/domain/api/placePage.js';
import { placePinMessages, type SetPlacePinOutput } from '../../src/domain/api/setPlacePin.js';
import { checkCountsPath, storedCheckCounts } from '../../src/domain/visits/location/checkCounts.js';
import { parsePlacePin, placePinPaths } from '../../src/domain/visits/location/placePin.js';
import { dayVisitsOf, visitDaysPath } from '../../src/domain/visits/location/visitDays.js';
import { visitIndexPaths, visitLogEntrySchema } from '../../src/domain/visits/visitIndex.js';
import { placeKeyOf } from '../../src/domain/visits/visitPlaces.js';
import { admin, failureOf, invoke, newRequestId, otherSalesRep, salesRep } from '../support/callables.js';
import type { FakeCaller } from '../support/callRequest.js';
import { useEmptyLocalStore } from '../visits/harness.js';
import { at, indexes, ist, visit } from '../followUps/harness.js';
import { fixAt } from './harness.js';

const store = useEmptyLocalStore();
afterEach(() => vi.useRealTimers());

const NAME = 'Modern College';
const key = placeKeyOf(NAME);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const logOf = async (id: string) =>
  visitLogEntrySchema.parse(await store.get(visitIndexPaths.log('sales', id)));
const pagePin = async () =>
  (await invoke<PlacePageOutput>(placePage, { kind: 'sales', name: NAME }, admin)).pin;
const storedPin = async () => parsePlacePin(await store.get(placePinPaths.pin('sales', key)));
const setPin = (change: Record<string, unknown>, by: FakeCaller = admin) =>
  invoke<SetPlacePinOutput>(setPlacePin, { requestId: newRequestId(), kind: 'sales', key, change }, by);
/** An admin who also makes sales visits. */
const salesAdmin = {
  uid: 'admin-sales',
  email: 'meera.admin@example.com',
  roles: ['admin', 'sales'],
} satisfies FakeCaller;

/** A visit made at `visitedAt` (the outbox's capture time) with a fix taken then, sent at `sentAt`. */
async function visitMadeAt(visitedAt: number, sentAt: number, metres: number, by: FakeCaller = salesRep) {
  at(sentAt);
  return visit(NAME, { capturedAt: visitedAt, reading: fixAt(metres, visitedAt) }, by);
}

describe('only an accepted pin verifies', () => {
  it('a second account 16 m away proposes a pin that verifies nothing until an admin accepts it', async () => {
    const t0 = ist('2026-11-26', '10:00');
    at(t0);
    const asha = await visit(NAME, { reading: fixAt(0, t0) });
    at(t0 + 5 * MINUTE);
    const ravi = await visit(NAME, { reading: fixAt(16, t0 + 5 * MINUTE) }, otherSalesRep);
    expect(await storedPin()).toMatchObject({ state: 'proposed', fromVisitIds: [asha.id, ravi.id] });
    expect(await logOf(asha.id)).toMatchObject({ check: 'unverified', why: 'notAccepted', distance: 8 });
    expect(await logOf(ravi.id)).toMatchObject({ check: 'unverified', why: 'notAccepted', distance: 8 });
    // The place page names the people whose readings proposed it, by name; no one accepted it yet.
    const proposed = await pagePin();
    expect(proposed?.proposedBy?.map((person) => person.label)).toEqual(['Asha Sales', 'Ravi Sales']);
    expect(proposed?.acceptedBy).toBeUndefined();
    // A later visit beside the proposed pin is not Verified by it either.
    at(t0 + 10 * MINUTE);
    const later = await visit(NAME, { reading: fixAt(8, t0 + 10 * MINUTE) }, otherSalesRep);
    expect(await logOf(later.id)).toMatchObject({ check: 'unverified', why: 'notAccepted', distance: 0 });
    const counts = async (uid: string) =>
      storedCheckCounts.parse((await store.get(checkCountsPath('sales', uid))) ?? {});
    expect(await counts(otherSalesRep.uid)).toMatchObject({ verified: 0, unverified: 0, notAccepted: 2 });
    const day = async (uid: string) => dayVisitsOf(await store.get(visitDaysPath(uid, '2026-11-26')));
    expect(await day(salesRep.uid)).toMatchObject({ count: 1, verified: 0, unverified: 0, notAccepted: 1 });
    expect((await indexes(store, 'check')).count).toBe(0);

    // The admin accepts: every visit of the place is judged again, under the place's lock.
    at(t0 + HOUR);
    const accepted = await setPin({ kind: 'accept' });
    expect(accepted).toMatchObject({ pin: { state: 'accepted' }, recomputed: 3 });
    expect(accepted.pin?.fromVisitIds).toEqual([asha.id, ravi.id]);
    expect(await pagePin()).toMatchObject({
      proposedBy: [{ label: 'Asha Sales' }, { label: 'Ravi Sales' }],
      acceptedBy: { uid: admin.uid },
      acceptedAt: t0 + HOUR,
    });
    expect(await logOf(asha.id)).toMatchObject({ check: 'verified', distance: 8 });
    expect((await logOf(asha.id)).why).toBeUndefined();
    expect(await logOf(later.id)).toMatchObject({ check: 'verified', distance: 0 });
    expect(await counts(otherSalesRep.uid)).toMatchObject({ verified: 2, unverified: 0, notAccepted: 0 });
    expect(await day(salesRep.uid)).toMatchObject({ count: 1, verified: 1, unverified: 0, notAccepted: 0 });
    expect((await indexes(store, 'check')).count).toBe(0);
  });

  it('dates the evidence by when each visit was made: across midnight is one sighting', async () => {
    // One rep, 23:58 and 00:01, each sent at once: two calendar days, three minutes apart.
    const first = await visitMadeAt(ist('2026-11-19', '23:58'), ist('2026-11-19', '23:58'), 0);
    await visitMadeAt(ist('2026-11-20', '00:01'), ist('2026-11-20', '00:01'), 10);
    expect(await storedPin()).toBeNull();
    expect(await logOf(first.id)).toMatchObject({ check: 'unverified', why: 'noPin' });
  });

  it('dates the evidence by when each visit was made: two visits sent together on a later day agree', async () => {
    // Visits on 19/11 and 24/11, both queued and sent on 25/11 within a minute.
    const sent = ist('2026-11-25', '09:00');
    const first = await visitMadeAt(ist('2026-11-19', '11:00'), sent, 0);
    const second = await visitMadeAt(ist('2026-11-24', '11:00'), sent + MINUTE, 20);
    expect(await storedPin()).toMatchObject({ state: 'proposed', fromVisitIds: [first.id, second.id] });
    expect((await indexes(store, 'check')).count).toBe(0);
  });

  it('takes a reading dated 1970 as no good reading: it neither verifies nor proposes', async () => {
    const t0 = ist('2026-11-26', '10:00');
    at(t0);
    const broken = await visit(NAME, { reading: fixAt(0, 0, { age: 0 }) });
    expect(await logOf(broken.id)).toMatchObject({ check: 'unverified', why: 'staleReading' });
    at(t0 + 5 * MINUTE);
    await visit(NAME, { reading: fixAt(10, t0 + 5 * MINUTE) }, otherSalesRep);
    expect(await storedPin()).toBeNull();
    expect((await indexes(store, 'check')).count).toBe(0);
  });

  it('never lets an admin’s own readings make the pin that judges their visits', async () => {
    const first = await visitMadeAt(ist('2026-11-24', '10:00'), ist('2026-11-24', '10:00'), 0, salesAdmin);
    const second = await visitMadeAt(ist('2026-11-25', '10:00'), ist('2026-11-25', '10:00'), 20, salesAdmin);
    expect(await storedPin()).toMatchObject({ state: 'proposed', fromVisitIds: [first.id, second.id] });
    const own = await failureOf(setPin({ kind: 'accept' }, salesAdmin));
    expect(own).toMatchObject({
      code: 'failed-precondition',
      details: { fieldErrors: [{ field: 'change', message: placePinMessages.ownProposal }] },
    });
    const ownVisit = await failureOf(setPin({ kind: 'useVisit', visitId: first.id }, salesAdmin));
    expect(ownVisit).toMatchObject({
      code: 'failed-precondition',
      details: { fieldErrors: [{ field: 'change.visitId', message: placePinMessages.ownVisit }] },
    });
    expect(await storedPin()).toMatchObject({ state: 'proposed' });
    expect(await logOf(first.id)).toMatchObject({ check: 'unverified', why: 'notAccepted' });
    // Another admin may accept it: the readings are not theirs.
    expect(await setPin({ kind: 'accept' })).toMatchObject({ pin: { state: 'accepted' }, recomputed: 2 });
    expect(await logOf(first.id)).toMatchObject({ check: 'verified' });
  });
});
