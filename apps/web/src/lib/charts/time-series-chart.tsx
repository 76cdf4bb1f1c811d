import { Box, useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import {
  alignedData,
  type ChartAxisSide,
  type ChartFormats,
  isHourly,
  keySeconds,
  timeSeriesOptions,
} from './time-series-options.ts';

export type { ChartAxisSide } from './time-series-options.ts';

export interface TimeSeries {
  /** Shown in the legend (and read by the legend's live value). */
  label: string;
  /** One value per key, in the order of `keys`; null leaves a gap in the line. */
  values: readonly (number | null)[];
  /** The y axis the series is read against. Default 'left'. */
  axis?: ChartAxisSide;
  /** A Mantine colour name ('indigo', 'teal') or any CSS colour. Default: the next colour of a palette. */
  color?: string;
}

export interface TimeSeriesAxis {
  /** The legend's value of a series on this axis (`$1,234.56`). Default: locale number. */
  format?: (value: number) => string;
  /** The axis tick labels, usually shorter (`$1.2K`). Default: `format`, else compact number. */
  tickFormat?: (value: number) => string;
}

export interface TimeSeriesChartProps {
  /**
   * The time axis, ascending: days as `YYYY-MM-DD` or hours as `YYYY-MM-DDTHH:00`, already local to
   * the time zone of the report. They are drawn as written, whatever the browser's zone.
   */
  keys: readonly string[];
  series: readonly TimeSeries[];
  /** The accessible name of the chart: what it shows ("Spend and impressions by day"). */
  label: string;
  /** Formats of the two y axes; a right axis is drawn only when a series uses it. */
  axes?: { left?: TimeSeriesAxis; right?: TimeSeriesAxis };
  /** How a key reads in the legend. Default: a localized date, or date and time for hours. */
  formatKey?: (key: string) => string;
  /** Plot height in CSS pixels, legend excluded. Default 260. The width follows the container. */
  height?: number;
  /** Locale of the default formats. Default: the document's language. */
  locale?: string;
}

const PALETTE = ['indigo', 'teal', 'orange', 'grape', 'cyan', 'pink', 'lime', 'red'];

/**
 * A line chart over time on uPlot (canvas): thousands of points draw in a few milliseconds, so long
 * ranges by the hour never freeze the page. One or two y axes (money on the left, counts on the
 * right, say), a live legend that reads the values under the pointer (click a label to hide the
 * series, drag to zoom, double-click to reset), light and dark colours from the Mantine theme, and
 * the width of its container. The canvas is an image to assistive technology, named by `label`;
 * put the numbers in a table beside it for people who cannot see it.
 *
 * Pass the same `keys` and `series` arrays while the data is the same (useMemo): new arrays redraw.
 * Format functions may change on every render without cost.
 *
 * @example
 * <TimeSeriesChart
 *   label="Spend and impressions by day"
 *   keys={['2025-03-01', '2025-03-02']}
 *   series={[
 *     { label: 'Spend', values: [12.5, 14], axis: 'left' },
 *     { label: 'Impressions', values: [5400, 6100], axis: 'right' },
 *   ]}
 *   axes={{ left: { format: usd }, right: { format: count } }}
 * />
 */
export function TimeSeriesChart({
  keys,
  series,
  label,
  axes,
  formatKey,
  height = 260,
  locale,
}: TimeSeriesChartProps) {
  const theme = useMantineTheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const boxRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<uPlot | null>(null);
  const lang =
    locale ?? (typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined);
  const hourly = isHourly(keys);

  const currentFormats = useChartFormats(axes, formatKey, hourly, lang);
  const formats = useRef(currentFormats);
  formats.current = currentFormats;
  const keysRef = useRef(keys);
  keysRef.current = keys;

  const data = useMemo(() => alignedData(keys, series), [keys, series]);
  const dataRef = useRef(data);
  dataRef.current = data;

  // Only what changes the drawing itself rebuilds the chart; new data goes through setData.
  const shape = series.map((s, i) => [s.label, s.axis ?? 'left', s.color ?? PALETTE[i % PALETTE.length]]);
  const shapeKey = JSON.stringify([shape, height, hourly, lang, scheme]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: shapeKey stands for everything the options read
  const options = useMemo(() => {
    const dark = scheme === 'dark';
    const resolve = (color: string) => theme.colors[color]?.[dark ? 4 : 7] ?? color;
    return {
      height,
      hourly,
      locale: lang,
      colors: {
        text: dark ? theme.colors.dark[1] : theme.colors.gray[7],
        grid: dark ? theme.colors.dark[4] : theme.colors.gray[3],
        series: shape.map(([, , color]) => resolve(color as string)),
      },
      series: shape.map(([l, axis]) => ({ label: l as string, axis: axis as ChartAxisSide })),
      formats: () => formats.current,
      keys: () => keysRef.current,
    };
  }, [shapeKey, theme]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    let plot: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let frame = 0;
    const cancelDraw = afterPaint(() => {
      const drawn = new uPlot(
        timeSeriesOptions({ ...options, width: Math.max(box.clientWidth, 200) }),
        dataRef.current,
        box,
      );
      plot = drawn;
      plotRef.current = drawn;
      observer = new ResizeObserver(() => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => {
          const next = Math.max(box.clientWidth, 200);
          if (next !== drawn.width) drawn.setSize({ width: next, height: options.height });
        });
      });
      observer.observe(box);
    });
    return () => {
      cancelDraw();
      cancelAnimationFrame(frame);
      observer?.disconnect();
      plot?.destroy();
      plotRef.current = null;
    };
  }, [options]);

  useEffect(() => {
    const plot = plotRef.current;
    if (plot && plot.data !== data) plot.setData(data);
  }, [data]);

  return <Box ref={boxRef} role="img" aria-label={label} w="100%" mih={height} />;
}

/**
 * Runs `draw` once the browser has painted what React just committed: a frame's callback runs
 * before that frame's paint, a task queued from it after. Building the dashboard's two uPlot
 * charts took about 100 ms of the task that shows the page, at 4× CPU slowdown (a trace: that
 * task went from 275 to 175–190 ms), holding back the paint of its figures and text; the charts'
 * boxes keep their height meanwhile, so nothing moves when they draw. Returns a cancel for an
 * unmount before then.
 */
function afterPaint(draw: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(draw, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

function useChartFormats(
  axes: TimeSeriesChartProps['axes'],
  formatKey: TimeSeriesChartProps['formatKey'],
  hourly: boolean,
  locale: string | undefined,
): ChartFormats {
  const defaults = useMemo(() => {
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    const date = new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      dateStyle: 'medium',
      ...(hourly ? { timeStyle: 'short' } : {}),
    });
    return {
      number: (v: number) => number.format(v),
      compact: (v: number) => compact.format(v),
      key: (key: string) => {
        const seconds = keySeconds(key);
        return Number.isNaN(seconds) ? key : date.format(seconds * 1000);
      },
    };
  }, [hourly, locale]);
  const left = axes?.left;
  const right = axes?.right;
  return {
    left: left?.format ?? defaults.number,
    right: right?.format ?? defaults.number,
    leftTick: left?.tickFormat ?? left?.format ?? defaults.compact,
    rightTick: right?.tickFormat ?? right?.format ?? defaults.compact,
    key: formatKey ?? defaults.key,
  };
}
