import { lazy, Suspense } from 'react';
import type { BarDatumIn } from './BarChart';
import { useBoxWidth } from './useBoxWidth';
import './charts.css';

const BarChart = lazy(() => import('./BarChart'));
/** The chart's width until its box is measured (`CHART_MAX_WIDTH` in the lazily loaded BarChart). */
const CHART_WIDTH = 520;

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
  // Drawn to the box's width: on a 360 px phone the chart fits the screen instead of running past it.
  const [drawingRef, drawingWidth] = useBoxWidth(CHART_WIDTH);
  return (
    <figure className="chart" aria-label={title}>
      <figcaption className="chart__title">{title}</figcaption>
      <div className="chart__drawing" aria-hidden="true" ref={drawingRef}>
        <Suspense fallback={<div className="chart__placeholder" />}>
          <BarChart bars={bars} counts={counts} width={drawingWidth} />
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
