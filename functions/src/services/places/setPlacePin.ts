import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import { placePinMessages, type PinChange, type SetPlacePinOutput } from '../../domain/api/setPlacePin.js';
import { parseVisitRecord } from '../../domain/records/visitRecord.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { locationRules } from '../../domain/visits/location/locationRules.js';
import type { Point } from '../../domain/visits/location/distance.js';
import { pinDoubtOf } from '../../domain/visits/location/pinDoubt.js';
import { parsePlacePin, placePinPaths, type PlacePin } from '../../domain/visits/location/placePin.js';
import { NO_PLACE_KEY, placeKeyOf, placeNameOf } from '../../domain/visits/visitPlaces.js';
import type { Store, StorePath } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { runOnce } from '../requests/runOnce.js';
import { placeExists } from '../visits/knownPlaceName.js';
import { judgeLateVisits, pinChangeWrites } from '../visits/pinChange.js';
import { withPlaceLock } from '../visits/placeLock.js';
import { placeFixes } from './placeFixes.js';
import { visitKinds } from '../visits/visitKinds.js';

interface SetPinInput {
  requestId: string;
  kind: VisitKind;
  key: string;
  change: PinChange;
}

function refused(code: FunctionsErrorCode, field: string, message: string): HttpsError {
  return new HttpsError(code, `${field}: ${message}`, { fieldErrors: [{ field, message }] });
}

/** The visit's fix, when the visit is one of this place's and has one; else a refusal naming the field. */
async function fixOfVisit(store: Store, input: SetPinInput, visitId: string) {
  const record = parseVisitRecord(await store.get(`${visitKinds[input.kind].collection}/${visitId}`));
  const field = 'change.visitId';
  if (record === null) throw refused('invalid-argument', field, placePinMessages.noSuchVisit);
  if (placeKeyOf(placeNameOf(input.kind, record)) !== input.key)
    throw refused('invalid-argument', field, placePinMessages.otherPlace);
  if (record.reading?.kind !== 'fix') throw refused('failed-precondition', field, placePinMessages.noFix);
  return { fix: record.reading, uid: record.createdBy.uid };
}

/**
 * Refuses an admin accepting a pin proposed only from their own readings: their own visits never make
 * the pin that judges them. A pin some other person's reading proposed too is theirs to accept.
 */
async function refuseOwnProposal(store: Store, input: SetPinInput, pin: PlacePin, uid: string) {
  const ids = pin.fromVisitIds ?? [];
  const { collection } = visitKinds[input.kind];
  const owners = await Promise.all(
    ids.map(async (id) => parseVisitRecord(await store.get(`${collection}/${id}`))?.createdBy.uid),
  );
  if (owners.length > 0 && owners.every((owner) => owner === uid))
    throw refused('failed-precondition', 'change', placePinMessages.ownProposal);
}

/** A pin far from every reading of the place, or outside India, moves only once the admin confirms. */
async function refuseUnlikelyPin(store: Store, input: SetPinInput, point: Point): Promise<void> {
  const doubt = pinDoubtOf(point, await placeFixes(store, input.kind, input.key));
  if (doubt) throw refused('failed-precondition', 'change', doubt.question);
}

/** The pin after the change (null: cleared), or a refusal when the change needs a pin there is not. */
async function changedPin(
  store: Store,
  input: SetPinInput,
  current: PlacePin | null,
  setAt: number,
  setBy: PlacePin['setBy'],
): Promise<PlacePin | null> {
  const { change } = input;
  const radius = current?.radius ?? locationRules.defaultRadius;
  switch (change.kind) {
    case 'clear':
      return null;
    case 'move':
      if (change.confirmed !== true) await refuseUnlikelyPin(store, input, change);
      return {
        latitude: change.latitude,
        longitude: change.longitude,
        radius,
        state: 'accepted',
        setAt,
        setBy,
      };
    case 'useVisit': {
      const { fix, uid } = await fixOfVisit(store, input, change.visitId);
      if (uid === setBy.uid)
        throw refused('failed-precondition', 'change.visitId', placePinMessages.ownVisit);
      const { latitude, longitude } = fix;
      return { latitude, longitude, radius, state: 'accepted', fromVisitId: change.visitId, setAt, setBy };
    }
    case 'accept':
    case 'radius':
      if (current === null) throw refused('failed-precondition', 'change', placePinMessages.noPin);
      if (change.kind === 'accept' && current.state === 'proposed')
        await refuseOwnProposal(store, input, current, setBy.uid);
      return change.kind === 'accept'
        ? { ...current, state: 'accepted', acceptedBy: setBy, acceptedAt: setAt, setAt, setBy }
        : { ...current, radius: change.radius, setAt, setBy };
  }
}

/**
 * An admin accepts, moves, clears or resizes a place's pin, once per request id, holding the place's
 * lock. Any change (accepting one too: only an accepted pin verifies) judges every visit of the place again (through
 * its timeline) in the same atomic update as the pin, then judges the visits that reached the place
 * while it was made (`judgeLateVisits`), so no visit keeps a verdict against a pin that has changed.
 */
export async function setPlacePin(
  store: Store,
  caller: Caller,
  input: SetPinInput,
  now: () => number = Date.now,
): Promise<SetPlacePinOutput> {
  if (input.key === NO_PLACE_KEY) throw refused('invalid-argument', 'key', placePinMessages.noPlace);
  const key = { uid: caller.uid, callable: 'setPlacePin', requestId: input.requestId, input };
  return withPlaceLock(store, input.kind, input.key, async () => {
    let judged: ReadonlySet<string> | undefined;
    const result = await runOnce<SetPlacePinOutput>(
      store,
      key,
      async () => {
        if (!(await placeExists(store, input.kind, input.key)))
          throw refused('invalid-argument', 'key', placePinMessages.unknownPlace);
        const path = placePinPaths.pin(input.kind, input.key);
        const current = parsePlacePin(await store.get(path));
        const setBy = { uid: caller.uid, label: caller.email ?? caller.uid };
        const pin = await changedPin(store, input, current, now(), setBy);
        const writes: Record<StorePath, unknown> = { [path]: pin };
        // After a clear only readings taken later may propose a pin: the ones that set it proved wrong.
        writes[placePinPaths.cleared(input.kind, input.key)] = pin === null ? now() : null;
        const change = await pinChangeWrites(store, input.kind, input.key, pin);
        judged = change.judged;
        Object.assign(writes, change.writes);
        return { writes, result: { pin, recomputed: change.count } };
      },
      now,
    );
    if (judged) await judgeLateVisits(store, input.kind, input.key, judged);
    return result;
  });
}
