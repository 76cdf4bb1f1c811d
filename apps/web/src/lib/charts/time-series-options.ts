import type uPlot from 'uplot';

export type ChartAxisSide = 'left' | 'right';

export interface ChartColors {
  text: string;
  grid: string;
  /** One stroke colour per series, in order. */
  series: string[];
}

export interface ChartFormats {
  left: (value: number) => string;
  right: (value: number) => string;
  leftTick: (value: number) => string;
  rightTick: (value: number) => string;
  key: (key: string) => string;
}

export interface OptionsInput {
  width: number;
  height: number;
  hourly: boolean;
  locale: string | undefined;
  colors: ChartColors;
  series: readonly { label: string; axis: ChartAxisSide }[];
  /** Read through a ref, so new format functions never rebuild the chart. */
  formats: () => ChartFormats;
  /** The keys of the data on screen, for the legend's x value. */
  keys: () => readonly string[];
}

const KEY = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;
const DAY_S = 86_400;
const HOUR_S = 3_600;

/**
 * Seconds of a key's wall-clock time, read as if it were UTC: the keys are already local to the
 * report's time zone, so the chart draws them as they are written and never shifts them again.
 */
export function keySeconds(key: string): number {
  const m = KEY.exec(key);
  if (!m) return Number.NaN;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0)) / 1000;
}

export const isHourly = (keys: readonly string[]) => keys.some((k) => k.includes('T'));

/** uPlot's columnar data: x in seconds, then one column per series (null leaves a gap). */
export function alignedData(
  keys: readonly string[],
  series: readonly { values: readonly (number | null)[] }[],
): uPlot.AlignedData {
  const xs = keys.map(keySeconds);
  return [xs, ...series.map((s) => keys.map((_, i) => s.values[i] ?? null))];
}

// Ticks land on whole days (or hours): a daily report never shows "12:00" between its points.
const DAY_INCRS = [1, 2, 3, 7, 14, 28, 56, 91, 182, 364].map((d) => d * DAY_S);
const HOUR_INCRS = [1, 2, 3, 4, 6, 12, ...DAY_INCRS.map((d) => d / HOUR_S)].map((h) => h * HOUR_S);

function tickFormatter(hourly: boolean, locale: string | undefined) {
  const day = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'short', day: 'numeric' });
  const time = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });
  return (_u: uPlot, splits: number[]) =>
    splits.map((s) => {
      const date = new Date(s * 1000);
      if (!hourly || date.getUTCHours() === 0) return day.format(date);
      return time.format(date);
    });
}

/** uPlot options for a time axis with one or two value axes, coloured for the current theme. */
export function timeSeriesOptions(input: OptionsInput): uPlot.Options {
  const { colors, formats } = input;
  const usesRight = input.series.some((s) => s.axis === 'right');
  const axisStyle = {
    stroke: colors.text,
    grid: { stroke: colors.grid, width: 1 },
    ticks: { stroke: colors.grid, width: 1 },
    font: '12px system-ui, sans-serif',
  };
  const yAxis = (side: ChartAxisSide): uPlot.Axis => ({
    ...axisStyle,
    scale: side,
    side: side === 'left' ? 3 : 1,
    size: 64,
    grid: side === 'left' ? axisStyle.grid : { show: false },
    values: (_u, splits) =>
      splits.map((v) => (side === 'left' ? formats().leftTick(v) : formats().rightTick(v))),
  });
  return {
    width: input.width,
    height: input.height,
    // The keys are wall-clock times already: uPlot finds day boundaries with local getters, so hand
    // it dates whose local fields are the UTC ones, and the browser's zone never moves a tick.
    tzDate: (ts) => {
      const date = new Date(ts * 1000);
      return new Date(date.getTime() + date.getTimezoneOffset() * 60_000);
    },
    scales: {
      x: { time: true },
      left: { auto: true, range: (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.05 : 1] },
      right: { auto: true, range: (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.05 : 1] },
    },
    axes: [
      {
        ...axisStyle,
        space: input.hourly ? 70 : 60,
        incrs: input.hourly ? HOUR_INCRS : DAY_INCRS,
        values: tickFormatter(input.hourly, input.locale),
      },
      yAxis('left'),
      ...(usesRight ? [yAxis('right')] : []),
    ],
    series: [
      {
        label: '',
        value: (u, _v, _s, idx) =>
          idx == null ? '' : formats().key(input.keys()[idx] ?? String(u.data[0][idx])),
      },
      ...input.series.map(
        (s, i): uPlot.Series => ({
          label: s.label,
          scale: s.axis,
          stroke: colors.series[i],
          width: 2,
          spanGaps: false,
          value: (_u, v) => (v == null ? '–' : s.axis === 'left' ? formats().left(v) : formats().right(v)),
        }),
      ),
    ],
    cursor: { drag: { x: true, y: false }, points: { size: 7 } },
    legend: { live: true },
    // The legend's first entry is the time under the pointer; the date says what it is without
    // uPlot's English "Time" label in front of it (emptied too, not only hidden: it is English).
    hooks: {
      ready: [
        (u) => {
          const label = u.root.querySelector<HTMLElement>('.u-legend .u-series:first-child th');
          if (label) {
            label.style.display = 'none';
            label.textContent = '';
          }
        },
      ],
    },
  };
}
