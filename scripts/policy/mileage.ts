import {
  defaultRoadFactor,
  hasTwoDecimals,
  maxDailyCapKm,
  maxRatePaise,
  maxRoadFactor,
  minRoadFactor,
  vehicles,
  type MileagePolicy,
  type Vehicle,
} from '../../functions/src/domain/day/mileagePolicy.js';
import { fromPaise, isWholePaise, toPaise } from '../../functions/src/domain/spend/money.js';
import { rupeeText } from '../../functions/src/domain/spendEntries/rupees.js';
import { UsageError } from '../usageError.js';

/** What `set mileage` and `unset mileage` name: a vehicle's rate, the road factor, or the daily cap. */
export const mileageSettings = [...vehicles, 'road-factor', 'cap'] as const;
export type MileageSetting = (typeof mileageSettings)[number];

/** One change: the setting and its new value (paise a km, the factor, or km), none to remove it. */
export interface MileageChange {
  setting: MileageSetting;
  value?: number;
}

const isVehicle = (word: string): word is Vehicle => (vehicles as readonly string[]).includes(word);

export const mileageUsageMessages = {
  setting: (word: string) =>
    `Mileage takes ${mileageSettings.slice(0, -1).join(', ')} or cap, not "${word}".`,
  rate: (word: string) =>
    `The rate must be rupees a km from 0.01 to ${String(fromPaise(maxRatePaise))} with at most 2 decimals, not "${word}".`,
  factor: (word: string) =>
    `The road factor must be a number from ${String(minRoadFactor)} to ${String(maxRoadFactor)} with at most 2 decimals, not "${word}".`,
  cap: (word: string) =>
    `The cap must be a whole number of km from 1 to ${String(maxDailyCapKm)}, not "${word}".`,
  unsetValue: 'unset mileage takes no value.',
} as const;

function valueOf(setting: MileageSetting, word: string | undefined): number {
  const text = word ?? '';
  const number = text.trim() === '' ? Number.NaN : Number(text);
  if (isVehicle(setting)) {
    const paise = toPaise(number);
    if (!isWholePaise(number) || paise < 1 || paise > maxRatePaise)
      throw new UsageError(mileageUsageMessages.rate(text));
    return paise;
  }
  if (setting === 'road-factor') {
    if (!hasTwoDecimals(number) || number < minRoadFactor || number > maxRoadFactor)
      throw new UsageError(mileageUsageMessages.factor(text));
    return number;
  }
  if (!/^\d+$/.test(text) || number < 1 || number > maxDailyCapKm)
    throw new UsageError(mileageUsageMessages.cap(text));
  return number;
}

/** `set mileage <setting> <value>` or `unset mileage <setting>`, after the words `set mileage`. */
export function parseMileageSetting(action: 'set' | 'unset', words: readonly string[]): MileageChange {
  const [settingWord = '', valueWord, ...rest] = words;
  if (!(mileageSettings as readonly string[]).includes(settingWord))
    throw new UsageError(mileageUsageMessages.setting(settingWord));
  const setting = settingWord as MileageSetting;
  if (action === 'unset') {
    if (valueWord !== undefined) throw new UsageError(mileageUsageMessages.unsetValue);
    return { setting };
  }
  if (rest.length > 0) throw new UsageError(`Unexpected argument "${rest.join(' ')}".`);
  return { setting, value: valueOf(setting, valueWord) };
}

/** The mileage policy with one change made. */
export function withMileage(policy: MileagePolicy, { setting, value }: MileageChange): MileagePolicy {
  if (isVehicle(setting)) {
    const others = vehicles.flatMap((vehicle) => {
      const rate = policy.rates[vehicle];
      return vehicle === setting || rate === undefined ? [] : [[vehicle, rate] as const];
    });
    const rates = Object.fromEntries(value === undefined ? others : [...others, [setting, value]]);
    return { ...policy, rates };
  }
  if (setting === 'road-factor') return { ...policy, roadFactor: value ?? defaultRoadFactor };
  const rest: MileagePolicy = { rates: policy.rates, roadFactor: policy.roadFactor };
  return value === undefined ? rest : { ...rest, dailyCapKm: value };
}

/** The mileage lines of `show`: each vehicle's rate or that none is set, the factor and the cap. */
export function mileageLines(policy: MileagePolicy): string[] {
  const rates = vehicles.map((vehicle) => {
    const rate = policy.rates[vehicle];
    return rate === undefined
      ? `mileage ${vehicle}: no rate (no mileage)`
      : `mileage ${vehicle} ${rupeeText(fromPaise(rate))} a km`;
  });
  const cap =
    policy.dailyCapKm === undefined
      ? 'mileage cap: none'
      : `mileage cap ${String(policy.dailyCapKm)} km a day`;
  return [...rates, `mileage road-factor ${String(policy.roadFactor)}`, cap];
}
