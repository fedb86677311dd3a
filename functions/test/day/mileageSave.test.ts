import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayMileage } from '../../src/callables/dayMileage.js';
import { saveSalesSpend } from '../../src/callables/saveSalesSpend.js';
import { correctSpend } from '../../src/callables/correctSpend.js';
import { decideSpend } from '../../src/callables/decideSpend.js';
import type { DayMileageOutput } from '../../src/domain/api/dayMileage.js';
import { mileageMessages } from '../../src/domain/day/mileage.js';
import { startPointPath } from '../../src/domain/day/startPoint.js';
import { spendEntryPath, spendEntryRecordSchema } from '../../src/domain/spendEntries/spendEntry.js';
import { emptySpendPolicy } from '../../src/domain/spendEntries/spendPolicy.js';
import { flagLines } from '../../src/domain/spendEntries/spendFlags.js';
import { EARTH_RADIUS_M } from '../../src/domain/visits/location/distance.js';
import { writeSpendPolicy } from '../../src/services/spendEntries/policyStore.js';
import { admin, invoke, newRequestId, otherSalesRep, salesRep } from '../support/callables.js';
import { at, ist, visit } from '../followUps/harness.js';
import { useEmptyLocalStore } from '../visits/harness.js';

const store = useEmptyLocalStore();
afterEach(() => vi.useRealTimers());

const DAY = '2026-11-26';
const HOME = { latitude: 18.5204, longitude: 73.8567 };
/** The test's model: a point `km` due north of home is exactly `km` away along the meridian. */
const kmNorth = (km: number) => ({
  latitude: HOME.latitude + ((km * 1000) / EARTH_RADIUS_M) * (180 / Math.PI),
  longitude: HOME.longitude,
});
const fix = (km: number, when: number) => ({
  kind: 'fix',
  ...kmNorth(km),
  accuracy: 15,
  age: 1_000,
  at: when,
});

/** A day of Asha's: from home 10 km north to one college, 20 km on to another: 30 km in a straight line. */
async function aDayOfVisits(): Promise<void> {
  await store.set(startPointPath(salesRep.uid), { ...HOME, label: 'Home', savedAt: ist(DAY, '08:00') });
  for (const [time, km, college] of [
    ['10:00', 10, 'Ten Km College'],
    ['12:00', 30, 'Thirty Km College'],
  ] as const) {
    at(ist(DAY, time));
    await visit(college, { reading: fix(km, ist(DAY, time)) });
  }
  // Another rep's visit the same day, far away: never one of Asha's legs.
  await visit('Elsewhere College', { reading: fix(500, ist(DAY, '12:00')) }, otherSalesRep);
  at(ist(DAY, '18:00'));
}

const spend = (fuel: number, extra: Record<string, unknown> = {}) =>
  invoke<{ entryId?: string }>(
    saveSalesSpend,
    {
      requestId: newRequestId(),
      day: DAY,
      visitType: 'Multiple Visit',
      colleges: ['Ten Km College', 'Thirty Km College'],
      allocatedAmount: 0,
      spentAmount: fuel,
      fuel,
      ...extra,
    },
    salesRep,
  );
const entryOf = async (id: string | undefined) =>
  spendEntryRecordSchema.parse(await store.get(spendEntryPath(id ?? '')));

describe("a spend's mileage, counted by the server", () => {
  it('offers the day’s legs and each vehicle’s allowance, from its own Store', async () => {
    await writeSpendPolicy(store, {
      ...emptySpendPolicy,
      mileage: { rates: { 'two-wheeler': 350, car: 800 }, roadFactor: 1.4 },
    });
    await aDayOfVisits();
    const answer = await invoke<DayMileageOutput>(dayMileage, { day: DAY }, salesRep);
    expect(answer).toEqual({
      kind: 'legs',
      legs: [
        { from: 'Home', to: 'Ten Km College', centiKm: 1_000 },
        { from: 'Ten Km College', to: 'Thirty Km College', centiKm: 2_000 },
      ],
      centiKm: 3_000,
      roadFactor: 1.4,
      allowances: [
        // 30 km x 1.4 = 42 km; x ₹3.50 = ₹147.00, x ₹8.00 = ₹336.00.
        {
          vehicle: 'two-wheeler',
          centiKm: 3_000,
          roadFactor: 1.4,
          roadCentiKm: 4_200,
          ratePaise: 350,
          allowedPaise: 14_700,
        },
        {
          vehicle: 'car',
          centiKm: 3_000,
          roadFactor: 1.4,
          roadCentiKm: 4_200,
          ratePaise: 800,
          allowedPaise: 33_600,
        },
      ],
    });
  });

  it('keeps its own km and rate on the entry and flags Fuel above them, never refusing the save', async () => {
    await writeSpendPolicy(store, {
      ...emptySpendPolicy,
      mileage: { rates: { 'two-wheeler': 350 }, roadFactor: 1.4 },
    });
    await aDayOfVisits();
    const used = await entryOf((await spend(147, { vehicle: 'two-wheeler' })).entryId);
    expect(used.mileage).toEqual({
      vehicle: 'two-wheeler',
      centiKm: 3_000,
      roadFactor: 1.4,
      roadCentiKm: 4_200,
      ratePaise: 350,
      allowedPaise: 14_700,
    });
    expect(used.history[0]?.kind === 'saved' && used.history[0].values.mileage?.allowedPaise).toBe(14_700);
    expect(used.flags).toEqual([]);
    // A second spend of the day brings its Fuel to ₹900.00: flagged, and saved all the same.
    const over = await entryOf((await spend(753, { vehicle: 'two-wheeler' })).entryId);
    expect(over.state).toBe('waiting');
    expect(over.flags).toContainEqual({
      kind: 'overMileage',
      fuelPaise: 90_000,
      roadCentiKm: 4_200,
      ratePaise: 350,
      allowedPaise: 14_700,
      vehicle: 'two-wheeler',
    });
    expect(flagLines(over.flags, DAY)).toContainEqual({
      kind: 'overMileage',
      text: 'Fuel ₹900.00 over 42 km x ₹3.50',
    });
  });

  it('judges Fuel typed without Mileage against the most generous vehicle', async () => {
    await writeSpendPolicy(store, {
      ...emptySpendPolicy,
      mileage: { rates: { 'two-wheeler': 350, car: 800 }, roadFactor: 1.4 },
    });
    await aDayOfVisits();
    const withinCar = await entryOf((await spend(336)).entryId);
    expect(withinCar.flags).toEqual([]);
    expect(withinCar.mileage).toBeUndefined();
    const overCar = await entryOf((await spend(0.01)).entryId);
    expect(overCar.flags).toContainEqual(
      expect.objectContaining({ kind: 'overMileage', fuelPaise: 33_601, ratePaise: 800, vehicle: 'car' }),
    );
  });

  it('counts a correction again: with Mileage it keeps the new vehicle’s figures, without it none', async () => {
    await writeSpendPolicy(store, {
      ...emptySpendPolicy,
      mileage: { rates: { 'two-wheeler': 350, car: 800 }, roadFactor: 1.4 },
    });
    await aDayOfVisits();
    const { entryId = '' } = await spend(147, { vehicle: 'two-wheeler' });
    const refuse = (version: number) =>
      invoke(
        decideSpend,
        {
          requestId: newRequestId(),
          entryId,
          version,
          decision: { kind: 'refuse', reason: 'Car, not bike' },
        },
        admin,
      );
    const correct = (extra: Record<string, unknown>) =>
      invoke(
        correctSpend,
        {
          side: 'sales',
          requestId: newRequestId(),
          entryId,
          day: DAY,
          visitType: 'Single Visit',
          colleges: ['Thirty Km College'],
          allocatedAmount: 0,
          spentAmount: 336,
          fuel: 336,
          billIds: [],
          ...extra,
        },
        salesRep,
      );
    await refuse(1);
    await correct({ vehicle: 'car' });
    expect((await entryOf(entryId)).mileage).toMatchObject({
      vehicle: 'car',
      ratePaise: 800,
      allowedPaise: 33_600,
    });
    await refuse(2);
    await correct({});
    const typed = await entryOf(entryId);
    expect(typed.mileage).toBeUndefined();
    // Fuel typed by hand within the car's allowance: not flagged.
    expect(typed.flags).toEqual([]);
  });

  it('offers nothing for a day with no readings, says why, and flags nothing', async () => {
    await writeSpendPolicy(store, { ...emptySpendPolicy, mileage: { rates: { car: 800 }, roadFactor: 1.3 } });
    at(ist(DAY, '10:00'));
    await visit('Quiet College', { reading: { kind: 'none', reason: 'denied' } });
    expect(await invoke(dayMileage, { day: DAY }, salesRep)).toEqual({
      kind: 'none',
      reason: mileageMessages.noReadings,
    });
    const entry = await entryOf((await spend(900, { vehicle: 'car' })).entryId);
    expect(entry.flags).toEqual([]);
    expect(entry.mileage).toBeUndefined();
  });
});
