import { lazy, Suspense } from 'react';
import type { BarDatumIn } from './BarChart';

const BarChart = lazy(() => import('./BarChart'));

/**
 * A chart with its text alternative: the same numbers as a table for screen readers (the drawing
 * itself is hidden from them).
 */
export function ChartFigure({
  title,
  bars,
  counts = false,
}: {
  title: string;
  bars: readonly BarDatumIn[];
  /** Whole numbers of things rather than rupees. */
  counts?: boolean;
}) {
  return (
    <figure className="chart" aria-label={title}>
      <figcaption className="chart__title">{title}</figcaption>
      <div className="chart__drawing" aria-hidden="true">
        <Suspense fallback={<div className="chart__placeholder" />}>
          <BarChart bars={bars} counts={counts} />
        </Suspense>
      </div>
      <table className="visually-hidden" data-testid="chart-numbers">
        <caption>{title}</caption>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label}>
              <th scope="row">{bar.label}</th>
              <td>{bar.value.toFixed(counts ? 0 : 2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
