import type { Services } from '../../ports/services.js';
import type { Caller } from '../caller.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { runOnce } from '../requests/runOnce.js';
import { initialSheetSync } from './sheetSync.js';
import { issueVisitCode } from './visitCodeCounter.js';
import { visitKinds } from './visitKinds.js';
import { settlePlaceEntry, visitIndexUpdate } from './visitIndexWrites.js';
import { settleVisitPin } from './pinProposal.js';
import type { PlacePin } from '../../domain/visits/location/placePin.js';
import { knownPlaceName } from './knownPlaceName.js';
import { checkNextVisit, followUpWrites } from '../followUps/followUpWrites.js';
import { placeKeyOf, placeNameOf, visitPlaceField } from '../../domain/visits/visitPlaces.js';
import { createdByOf } from '../../domain/records/createdBy.js';
import { buildVisitRecord, type VisitRecord } from '../../domain/records/visitRecord.js';
import type { VisitReading } from '../../domain/visits/location/visitReading.js';
import { visitedAtOf } from '../../domain/visits/visitTime.js';

export interface SubmittedVisit {
  id: string;
  code: string;
}

type VisitInput = {
  requestId: string;
  nextVisitOn?: string;
  capturedAt?: number;
  reading?: VisitReading;
} & Record<string, unknown>;

/** Blank optional fields are not stored (the database keeps no empty values anyway). */
function filledFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''),
  );
}

/**
 * Stores a visit with a freshly issued code, dated when it was made (the phone's capture time within
 * the server's bounds, `visitedAtOf`) beside when it arrived, its place under the one name it is known by, and, in the
 * same atomic update, its entries in the visit indexes (the log with the visit's check against its
 * place's pin, its place's latest visit, the place's timeline) and its person's follow-up there; then,
 * holding the place's lock when needed, judges it again if the pin moved meanwhile or proposes the
 * place's pin when the readings now agree (`settleVisitPin`); its sheet row waits as pending for the scheduled sync. A retry of the same request
 * id gets the first result and stores nothing.
 */
export async function submitVisit(
  { store, visitSheet }: Pick<Services, 'store' | 'visitSheet'>,
  kind: VisitKind,
  { requestId, ...input }: VisitInput,
  caller: Caller,
  now: () => number = Date.now,
): Promise<SubmittedVisit> {
  const { nextVisitOn, capturedAt, reading, ...fields } = input;
  if (nextVisitOn !== undefined) checkNextVisit(nextVisitOn, visitedAtOf(capturedAt, now()));
  const config = visitKinds[kind];
  const stored: { id?: string; record?: VisitRecord; pinSeen?: PlacePin | null } = {};
  const key = { uid: caller.uid, callable: config.callable, requestId, input };
  const result = await runOnce(store, key, async () => {
    const code = await issueVisitCode(store, kind);
    const id = store.newId();
    const createdAt = now();
    const placeField = visitPlaceField[kind];
    const place = await knownPlaceName(store, kind, placeNameOf(kind, fields));
    const record = buildVisitRecord({
      ...filledFields(fields),
      ...(place ? { [placeField]: place } : {}),
      ...(nextVisitOn === undefined ? {} : { nextVisitOn }),
      ...(reading === undefined ? {} : { reading }),
      code,
      createdBy: createdByOf(caller),
      createdAt,
      visitedAt: visitedAtOf(capturedAt, createdAt),
      requestId,
      sheet: initialSheetSync(visitSheet.enabled, createdAt),
    });
    const index = await visitIndexUpdate(store, kind, id, record);
    Object.assign(stored, { id, record, pinSeen: index.pinSeen });
    const writes = {
      [`${config.collection}/${id}`]: record,
      ...index.writes,
      ...followUpWrites(kind, id, record),
    };
    return { writes, result: { id, code } };
  });
  if (stored.id && stored.record && stored.pinSeen !== undefined) {
    await settlePlaceEntry(store, kind, stored.id, stored.record);
    const key = placeKeyOf(placeNameOf(kind, stored.record));
    await settleVisitPin(
      store,
      kind,
      key,
      { id: stored.id, record: stored.record, pinSeen: stored.pinSeen },
      now,
    );
  }
  return result;
}
