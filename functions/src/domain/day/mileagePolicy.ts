import { z } from 'zod';

/** The vehicles a rep claims kilometres for: their own two-wheeler or car. */
export const vehicles = ['two-wheeler', 'car'] as const;
export const vehicleSchema = z.enum(vehicles);
export type Vehicle = z.infer<typeof vehicleSchema>;

export const vehicleWords = { 'two-wheeler': 'Two-wheeler', car: 'Car' } as const satisfies Record<
  Vehicle,
  string
>;

/** The most a kilometre may pay, in paise (₹100 a km): far above any travel policy's ₹3-10. */
export const maxRatePaise = 10_000;
/** Road kilometres per straight-line kilometre: 1 (a straight road) to 3 (hills, rivers, one-ways). */
export const minRoadFactor = 1;
export const maxRoadFactor = 3;
/**
 * Until set: Indian cities' roads run about 1.3 times the straight line between two points (the
 * circuity published for large Indian cities is 1.3 to 1.4).
 */
export const defaultRoadFactor = 1.3;
/** The largest daily cap, in km: more than a day's driving. */
export const maxDailyCapKm = 1_000;

const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;
/** True for a number whose shortest decimal form has at most two decimals (as typed: 1.35, not 1.355). */
export const hasTwoDecimals = (value: number): boolean =>
  Number.isFinite(value) && TWO_DECIMALS.test(String(value));

/**
 * The mileage part of the spend policy: a rate a km per vehicle in whole paise (no rate: that vehicle
 * offers no mileage), one road factor for both (it describes the roads, not the vehicle), and an
 * optional cap on the road kilometres one day may count.
 */
export const mileagePolicySchema = z.object({
  rates: z
    .object({
      'two-wheeler': z.number().int().min(1).max(maxRatePaise).optional(),
      car: z.number().int().min(1).max(maxRatePaise).optional(),
    })
    .default({}),
  roadFactor: z
    .number()
    .min(minRoadFactor)
    .max(maxRoadFactor)
    .refine(hasTwoDecimals)
    .default(defaultRoadFactor),
  dailyCapKm: z.number().int().min(1).max(maxDailyCapKm).optional(),
});
export type MileagePolicy = z.output<typeof mileagePolicySchema>;

export const emptyMileagePolicy: MileagePolicy = { rates: {}, roadFactor: defaultRoadFactor };

/** The rate of a vehicle in paise a km, or undefined when none is set. */
export const rateOf = (policy: MileagePolicy, vehicle: Vehicle): number | undefined => policy.rates[vehicle];
