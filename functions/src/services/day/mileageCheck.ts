import { mileageAllowance, type MileageAllowance } from '../../domain/day/mileage.js';
import { vehicles, type Vehicle } from '../../domain/day/mileagePolicy.js';
import { overMileageFlag, type OverMileage } from '../../domain/spendEntries/overMileage.js';
import type { SpendPolicy } from '../../domain/spendEntries/spendPolicy.js';
import type { Store } from '../../ports/store.js';
import { dayLegsOf } from './dayMileage.js';

export interface MileageCheck {
  /** The server's own figures for the vehicle the spend names, kept on the entry. */
  mileage?: MileageAllowance;
  flag: OverMileage | null;
}

/** The allowance of the vehicle whose mileage pays the most: what no Fuel claim should exceed. */
function mostGenerous(allowances: readonly (MileageAllowance | null)[]): MileageAllowance | null {
  return allowances.reduce<MileageAllowance | null>(
    (best, next) => (next !== null && (best === null || next.allowedPaise > best.allowedPaise) ? next : best),
    null,
  );
}

/**
 * A spend's mileage as the server counts it from its own Store (the phone's figures are only shown):
 * the legs of the owner's day, the allowance of the spend's vehicle, and the over-mileage flag when the
 * day's Fuel exceeds it (with no vehicle named, the most generous vehicle's). A spend with no Fuel and
 * no vehicle reads nothing.
 */
export async function mileageCheck(
  store: Store,
  input: {
    policy: SpendPolicy;
    ownerUid: string;
    day: string;
    vehicle?: Vehicle | undefined;
    dayFuelPaise: number;
  },
): Promise<MileageCheck> {
  const { policy, vehicle, dayFuelPaise } = input;
  if (vehicle === undefined && dayFuelPaise === 0) return { flag: null };
  const legs = await dayLegsOf(store, input.ownerUid, input.day);
  if (legs.kind === 'none') return { flag: null };
  const allowanceOf = (of: Vehicle) => mileageAllowance(legs.centiKm, policy.mileage, of);
  if (vehicle !== undefined) {
    const own = allowanceOf(vehicle);
    return { ...(own ? { mileage: own } : {}), flag: overMileageFlag(dayFuelPaise, own) };
  }
  return { flag: overMileageFlag(dayFuelPaise, mostGenerous(vehicles.map(allowanceOf))) };
}
