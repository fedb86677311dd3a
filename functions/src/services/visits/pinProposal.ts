import type { VisitRecord } from '../../domain/records/visitRecord.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { locationRules } from '../../domain/visits/location/locationRules.js';
import {
  agreeingReadings,
  centreOf,
  type EvidenceReading,
} from '../../domain/visits/location/pinEvidence.js';
import { parsePlacePin, placePinPaths, type PlacePin } from '../../domain/visits/location/placePin.js';
import { isGoodFix } from '../../domain/visits/location/visitCheck.js';
import { staffLabelOf } from '../../domain/visits/visitIndex.js';
import { NO_PLACE_KEY } from '../../domain/visits/visitPlaces.js';
import type { Store } from '../../ports/store.js';
import { judgeLateVisits, judgeVisitsAgain, pinChangeWrites, samePin } from './pinChange.js';
import { readPlaceEvidence } from './placeEvidence.js';
import { withPlaceLock } from './placeLock.js';

/** The people whose readings agree, each once, in the order their first reading was taken. */
function proposersOf(group: readonly EvidenceReading[]): PlacePin['setBy'][] {
  const byUid = new Map<string, string>();
  for (const reading of group)
    if (!byUid.has(reading.uid)) byUid.set(reading.uid, reading.email ?? reading.uid);
  return [...byUid].map(([uid, label]) => ({ uid, label }));
}

/**
 * Proposes the place's pin when its readings agree (two people or two days within 100 m, none Too
 * fast), at their centre, judging every visit of the place against it in the same update. Holding
 * the place's lock, with no pin stored. True when it proposed one.
 */
async function proposeFromEvidence(
  store: Store,
  kind: VisitKind,
  key: string,
  setBy: PlacePin['setBy'],
  now: () => number,
): Promise<boolean> {
  const group = agreeingReadings(await readPlaceEvidence(store, kind, key));
  if (group === null) return false;
  const pin: PlacePin = {
    ...centreOf(group),
    radius: locationRules.defaultRadius,
    state: 'proposed',
    fromVisitIds: group.map((reading) => reading.visitId),
    proposedBy: proposersOf(group),
    setAt: now(),
    setBy,
  };
  const change = await pinChangeWrites(store, kind, key, pin);
  await store.update({
    ...change.writes,
    [placePinPaths.pin(kind, key)]: pin,
    [placePinPaths.cleared(kind, key)]: null,
  });
  await judgeLateVisits(store, kind, key, change.judged);
  return true;
}

/**
 * What follows a new visit's write (decision 029 as amended by issue 47): when the place's pin changed
 * since the visit read it, the visit is judged again against the pin now stored; when the place has no
 * pin and the visit brought a good reading, the place's readings may now agree and propose one. Both
 * hold the place's lock, so they never interleave with an admin's change of the pin.
 */
export async function settleVisitPin(
  store: Store,
  kind: VisitKind,
  key: string,
  visit: { id: string; record: VisitRecord; pinSeen: PlacePin | null },
  now: () => number = Date.now,
): Promise<void> {
  if (key === NO_PLACE_KEY) return;
  const pinPath = placePinPaths.pin(kind, key);
  const stored = parsePlacePin(await store.get(pinPath));
  const moved = !samePin(visit.pinSeen, stored);
  const mayPropose = stored === null && isGoodFix(visit.record.reading, visit.record);
  if (!moved && !mayPropose) return;
  await withPlaceLock(store, kind, key, async () => {
    const pin = parsePlacePin(await store.get(pinPath));
    const setBy = { uid: visit.record.createdBy.uid, label: staffLabelOf(visit.record) };
    if (pin === null && (await proposeFromEvidence(store, kind, key, setBy, now))) return;
    if (!samePin(visit.pinSeen, pin)) await judgeVisitsAgain(store, kind, key, [visit.id]);
  });
}
