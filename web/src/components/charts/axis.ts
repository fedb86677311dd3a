import { charts } from '@domain/constants';

export interface ValueAxis {
  step: number;
  /** The axis end: the smallest multiple of the step at or above the largest value (at least one step). */
  top: number;
  /** 0, step, 2 x step, ... top. */
  ticks: number[];
}

const MULTIPLIERS = [1, 2, 5];

/**
 * The value axis of a dashboard chart: from zero in steps of 2000 (as the charts always read), or, when that
 * would give more than `maxIntervals` steps, the first of 4000, 10000, 20000, 40000, 100000, ... that
 * fits, so the labels stay readable.
 */
export function valueAxis(
  largest: number,
  baseStep: number = charts.axisStep,
  maxIntervals = charts.maxAxisIntervals,
): ValueAxis {
  const value = Number.isFinite(largest) && largest > 0 ? largest : 0;
  let step = baseStep;
  for (let power = 1; Math.ceil(value / step) > maxIntervals; power *= 10) {
    const fits = MULTIPLIERS.map((m) => baseStep * m * power).find(
      (candidate) => Math.ceil(value / candidate) <= maxIntervals,
    );
    step = fits ?? baseStep * 10 * power;
  }
  const top = Math.max(step, Math.ceil(value / step) * step);
  const ticks = Array.from({ length: top / step + 1 }, (_, index) => index * step);
  return { step, top, ticks };
}
