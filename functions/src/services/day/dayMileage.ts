import { parseStartPoint, startPointPath } from '../../domain/day/startPoint.js';
import type { DayMileageOutput } from '../../domain/api/dayMileage.js';
import { dayLegs, mileageAllowance, type DayLegs, type MileageVisit } from '../../domain/day/mileage.js';
import { vehicles } from '../../domain/day/mileagePolicy.js';
import { parseVisitRecord } from '../../domain/records/visitRecord.js';
import { visitDayEntrySchema, visitDaysPath } from '../../domain/visits/location/visitDays.js';
import { placeNameOf } from '../../domain/visits/visitPlaces.js';
import { visitTimeOf } from '../../domain/visits/visitTime.js';
import type { Store } from '../../ports/store.js';
import { visitKinds } from '../visits/visitKinds.js';
import { readSpendPolicy } from '../spendEntries/policyStore.js';

/**
 * The person's visits of both kinds on an organisation day, from `visitDays/{uid}/{day}` (one small
 * node) and each visit's own record for its reading and place: a day holds a round of visits, so a
 * read per visit stays small.
 */
export async function dayVisitsWithReadings(store: Store, uid: string, day: string): Promise<MileageVisit[]> {
  const node = (await store.get<Record<string, unknown>>(visitDaysPath(uid, day))) ?? {};
  const visits = await Promise.all(
    Object.entries(node).map(async ([id, value]): Promise<MileageVisit | null> => {
      const entry = visitDayEntrySchema.safeParse(value);
      if (!entry.success) return null;
      const kind = entry.data.kind;
      const record = parseVisitRecord(await store.get(`${visitKinds[kind].collection}/${id}`));
      if (!record || record.createdBy.uid !== uid) return null;
      return { id, place: placeNameOf(kind, record), at: visitTimeOf(record), reading: record.reading };
    }),
  );
  return visits.filter((visit): visit is MileageVisit => visit !== null);
}

/** The day's legs as the server counts them: its own start point and visits, never the phone's. */
export async function dayLegsOf(store: Store, uid: string, day: string): Promise<DayLegs> {
  const [start, visits] = await Promise.all([
    store.get(startPointPath(uid)).then(parseStartPoint),
    dayVisitsWithReadings(store, uid, day),
  ]);
  return dayLegs(start, visits);
}

/** The day's legs with what each vehicle that has a rate allows for them (the dialog's Mileage). */
export async function dayMileage(store: Store, uid: string, day: string): Promise<DayMileageOutput> {
  const [legs, policy] = await Promise.all([dayLegsOf(store, uid, day), readSpendPolicy(store)]);
  if (legs.kind === 'none') return legs;
  const allowances = vehicles.flatMap((vehicle) => {
    const allowance = mileageAllowance(legs.centiKm, policy.mileage, vehicle);
    return allowance ? [allowance] : [];
  });
  return { ...legs, roadFactor: policy.mileage.roadFactor, allowances };
}
