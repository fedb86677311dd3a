import type { SpendTotalsOutput } from '@domain/api/spendSummary';
import { dashboardText } from './dashboardText';
import { fromPaise } from '@domain/spend/money';
import { ChartFigure } from '../../components/charts/ChartFigure';

/** Fixed colours per category, the same on every visit (colour-blind safe, Okabe-Ito). */
export const categoryColors = {
  Food: '#E69F00',
  Fuel: '#0072B2',
  Stay: '#009E73',
  Toll: '#CC79A7',
  Allocated: '#56B4E9',
  Spent: '#D55E00',
} as const;

type Label = keyof typeof categoryColors;

const bar = (label: Label, paise: number) => ({
  label,
  value: fromPaise(paise),
  color: categoryColors[label],
});

export function SpendCharts({ totals }: { totals: SpendTotalsOutput }) {
  return (
    <div className="dashboard__charts">
      <ChartFigure
        title={dashboardText.categoryChart}
        bars={[
          bar('Food', totals.food),
          bar('Fuel', totals.fuel),
          bar('Stay', totals.stay),
          bar('Toll', totals.toll),
        ]}
      />
      <ChartFigure
        title={dashboardText.allocatedChart}
        bars={[bar('Allocated', totals.allocated), bar('Spent', totals.spent)]}
      />
    </div>
  );
}
