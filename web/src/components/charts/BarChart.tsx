import { Bar } from '@nivo/bar';
import { charts } from '@domain/constants';
import { valueAxis } from './axis';

export interface BarDatumIn {
  label: string;
  /** Rupees. */
  value: number;
  color: string;
}

/** The widest a chart is drawn; a narrower box (a phone) draws it to fit, never wider. */
export const CHART_MAX_WIDTH = 520;
/** Below this the axis labels would collide: the box scrolls instead. */
const CHART_MIN_WIDTH = 260;
const HEIGHT = 300;

/**
 * One nivo bar chart with fixed colours per bar and a value axis from zero in steps of 2000 rupees, or
 * of 1 for `counts` (larger when there would be more than 12). Loaded lazily: nivo sits in the dashboards' chunks only.
 */
export default function BarChart({
  bars,
  counts = false,
  width = CHART_MAX_WIDTH,
}: {
  bars: readonly BarDatumIn[];
  counts?: boolean;
  /** The room the chart's box has. */
  width?: number;
}) {
  const axis = valueAxis(Math.max(0, ...bars.map((bar) => bar.value)), counts ? 1 : charts.axisStep);
  const colors = new Map(bars.map((bar) => [bar.label, bar.color]));
  return (
    <Bar
      width={Math.max(CHART_MIN_WIDTH, Math.min(CHART_MAX_WIDTH, width))}
      height={HEIGHT}
      data={bars.map(({ label, value }) => ({ label, value }))}
      keys={['value']}
      indexBy="label"
      margin={{ top: 16, right: 16, bottom: bars.length > 6 ? 96 : 40, left: 72 }}
      padding={0.35}
      valueScale={{ type: 'linear', min: 0, max: axis.top }}
      gridYValues={axis.ticks}
      axisLeft={{ tickValues: axis.ticks }}
      axisBottom={{ tickRotation: bars.length > 6 ? -40 : 0 }}
      colors={({ indexValue }) => colors.get(String(indexValue)) ?? '#64748b'}
      valueFormat={(value) => value.toFixed(counts ? 0 : 2)}
      enableLabel={false}
      animate={false}
      role="img"
      isFocusable={false}
    />
  );
}
