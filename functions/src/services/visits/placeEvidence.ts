import { parseVisitRecord } from '../../domain/records/visitRecord.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { evidenceReadingOf, type EvidenceReading } from '../../domain/visits/location/pinEvidence.js';
import { placePinPaths } from '../../domain/visits/location/placePin.js';
import { visitIndexPaths, visitLogEntrySchema } from '../../domain/visits/visitIndex.js';
import type { Store } from '../../ports/store.js';
import { visitKinds } from './visitKinds.js';

/** The most visits of one place whose readings are weighed: the place page's latest 500. */
export const MAX_EVIDENCE_VISITS = 500;

/**
 * The good readings of a place's latest visits since an admin last cleared its pin: each visit's
 * record gives the reading, its log entry the 'Too fast' and 'phone clock ahead' flags.
 */
export async function readPlaceEvidence(
  store: Store,
  kind: VisitKind,
  key: string,
): Promise<EvidenceReading[]> {
  const [entries, cleared] = await Promise.all([
    store.query<number>(visitIndexPaths.placeVisits(kind, key), {
      orderBy: '$key',
      limitToLast: MAX_EVIDENCE_VISITS,
    }),
    store.get(placePinPaths.cleared(kind, key)),
  ]);
  const clearedAt = typeof cleared === 'number' ? cleared : null;
  const { collection } = visitKinds[kind];
  const found = await Promise.all(
    entries.map(async ({ key: visitId }) => {
      const [value, log] = await Promise.all([
        store.get(`${collection}/${visitId}`),
        store.get(visitIndexPaths.log(kind, visitId)),
      ]);
      const record = parseVisitRecord(value);
      if (record === null) return null;
      const flags = visitLogEntrySchema.partial().safeParse(log);
      const { tooFast, clockAhead } = flags.success ? flags.data : {};
      return evidenceReadingOf(
        {
          visitId,
          reading: record.reading,
          uid: record.createdBy.uid,
          ...(record.createdBy.email ? { email: record.createdBy.email } : {}),
          createdAt: record.createdAt,
          ...(record.visitedAt === undefined ? {} : { visitedAt: record.visitedAt }),
          tooFast: tooFast === true,
          clockAhead: clockAhead === true,
        },
        clearedAt,
      );
    }),
  );
  return found.filter((reading): reading is EvidenceReading => reading !== null);
}
