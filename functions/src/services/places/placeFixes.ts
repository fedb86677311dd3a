import { parseVisitRecord } from '../../domain/records/visitRecord.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import type { Point } from '../../domain/visits/location/distance.js';
import { visitIndexPaths } from '../../domain/visits/visitIndex.js';
import type { Store } from '../../ports/store.js';
import { MAX_EVIDENCE_VISITS } from '../visits/placeEvidence.js';
import { visitKinds } from '../visits/visitKinds.js';

/** Where the place's latest visits (the place page's 500) were read, good readings or not. */
export async function placeFixes(store: Store, kind: VisitKind, key: string): Promise<Point[]> {
  const entries = await store.query<number>(visitIndexPaths.placeVisits(kind, key), {
    orderBy: '$key',
    limitToLast: MAX_EVIDENCE_VISITS,
  });
  const { collection } = visitKinds[kind];
  const records = await Promise.all(
    entries.map(async ({ key: visitId }) => parseVisitRecord(await store.get(`${collection}/${visitId}`))),
  );
  return records.flatMap((record) =>
    record?.reading?.kind === 'fix'
      ? [{ latitude: record.reading.latitude, longitude: record.reading.longitude }]
      : [],
  );
}
