import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import type uPlot from 'uplot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TimeSeriesChart } from './time-series-chart.tsx';
import { alignedData, keySeconds, timeSeriesOptions } from './time-series-options.ts';

// jsdom has no canvas: the real drawing is checked by Playwright; here, what the chart hands uPlot.
const plots: { opts: uPlot.Options; data: uPlot.AlignedData; setData: ReturnType<typeof vi.fn> }[] = [];
vi.mock('uplot', () => ({
  default: class {
    width = 600;
    data: uPlot.AlignedData;
    setData = vi.fn((data: uPlot.AlignedData) => {
      this.data = data;
    });
    setSize = vi.fn();
    destroy = vi.fn();
    constructor(opts: uPlot.Options, data: uPlot.AlignedData) {
      this.data = data;
      plots.push({ opts, data, setData: this.setData });
    }
  },
}));

const draw = (ui: React.ReactElement, scheme: 'light' | 'dark' = 'light') =>
  render(
    <MantineProvider env="test" forceColorScheme={scheme}>
      {ui}
    </MantineProvider>,
  );

describe('TimeSeriesChart', () => {
  beforeEach(() => {
    plots.length = 0;
  });

  /** The chart draws once the page has painted: a frame, then a task. */
  const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

  it('is an image named by its label and draws the series on their axes', async () => {
    const keys = ['2025-03-01', '2025-03-02'];
    const series = [
      { label: 'Spend', values: [1.5, 2] },
      { label: 'Clicks', values: [10, null], axis: 'right' as const },
    ];
    draw(<TimeSeriesChart label="Spend and clicks by day" keys={keys} series={series} />);
    expect(screen.getByRole('img', { name: 'Spend and clicks by day' })).toBeInTheDocument();
    await waitFor(() => expect(plots).toHaveLength(1));
    const [plot] = plots;
    expect(plot?.data).toEqual([
      [keySeconds('2025-03-01'), keySeconds('2025-03-02')],
      [1.5, 2],
      [10, null],
    ]);
    expect(plot?.opts.series.map((s) => s.scale)).toEqual([undefined, 'left', 'right']);
    expect(plot?.opts.axes).toHaveLength(3);
  });

  it('draws after the page has painted, with the data it has by then, and not at all once gone', async () => {
    const { rerender, unmount } = draw(
      <TimeSeriesChart label="c" keys={['2025-03-01']} series={[{ label: 'A', values: [1] }]} />,
    );
    // Not in the commit that shows the page: its text paints first.
    expect(plots).toHaveLength(0);
    const next = ['2025-03-01', '2025-03-02'];
    rerender(
      <MantineProvider env="test">
        <TimeSeriesChart label="c" keys={next} series={[{ label: 'A', values: [1, 2] }]} />
      </MantineProvider>,
    );
    await painted();
    expect(plots).toHaveLength(1);
    expect(plots[0]?.data).toEqual([next.map(keySeconds), [1, 2]]);
    unmount();

    draw(
      <TimeSeriesChart label="gone" keys={['2025-03-01']} series={[{ label: 'A', values: [1] }]} />,
    ).unmount();
    await painted();
    await painted();
    expect(plots).toHaveLength(1);
  });

  it('sends new data through setData instead of building a new chart', async () => {
    const keys = ['2025-03-01'];
    const { rerender } = draw(
      <TimeSeriesChart label="c" keys={keys} series={[{ label: 'A', values: [1] }]} />,
    );
    await waitFor(() => expect(plots).toHaveLength(1));
    const next = ['2025-03-01', '2025-03-02'];
    rerender(
      <MantineProvider env="test">
        <TimeSeriesChart label="c" keys={next} series={[{ label: 'A', values: [1, 2] }]} />
      </MantineProvider>,
    );
    expect(plots).toHaveLength(1);
    expect(plots[0]?.setData).toHaveBeenLastCalledWith([next.map(keySeconds), [1, 2]]);
  });

  it('takes its colours from the theme', async () => {
    draw(<TimeSeriesChart label="c" keys={['2025-03-01']} series={[{ label: 'A', values: [1] }]} />, 'dark');
    await waitFor(() => expect(plots).toHaveLength(1));
    const dark = plots[0]?.opts;
    draw(<TimeSeriesChart label="c" keys={['2025-03-01']} series={[{ label: 'A', values: [1] }]} />);
    await waitFor(() => expect(plots).toHaveLength(2));
    const light = plots[1]?.opts;
    expect(dark?.axes?.[0]?.stroke).not.toEqual(light?.axes?.[0]?.stroke);
    expect(dark?.series[1]?.stroke).not.toEqual(light?.series[1]?.stroke);
  });
});

describe('timeSeriesOptions', () => {
  const base = {
    width: 600,
    height: 200,
    locale: 'en-US',
    colors: { text: '#000', grid: '#ccc', series: ['#f00'] },
    series: [{ label: 'Spend', axis: 'left' as const }],
    formats: () => ({
      left: (v: number) => `$${v}`,
      right: String,
      leftTick: (v: number) => `$${v}k`,
      rightTick: String,
      key: (k: string) => `day ${k}`,
    }),
    keys: () => ['2025-03-01', '2025-03-02'],
  };

  it('labels day ticks with dates and hour ticks with times, in the keys’ own clock', () => {
    const daily = timeSeriesOptions({ ...base, hourly: false });
    const values = daily.axes?.[0]?.values as (u: uPlot, s: number[]) => string[];
    expect(values({} as uPlot, [keySeconds('2025-03-01')])).toEqual(['Mar 1']);
    const hourly = timeSeriesOptions({ ...base, hourly: true });
    const hours = hourly.axes?.[0]?.values as (u: uPlot, s: number[]) => string[];
    expect(hours({} as uPlot, [keySeconds('2025-03-01T00:00'), keySeconds('2025-03-01T13:00')])).toEqual([
      'Mar 1',
      expect.stringMatching(/^1:00\sPM$/),
    ]);
  });

  it('formats the legend with the axis format and the key format', () => {
    const opts = timeSeriesOptions({ ...base, hourly: false });
    const x = opts.series[0]?.value as (u: uPlot, v: number, s: number, i: number | null) => string;
    const y = opts.series[1]?.value as (u: uPlot, v: number | null, s: number, i: number) => string;
    expect(x({ data: [[0]] } as unknown as uPlot, 0, 0, 1)).toBe('day 2025-03-02');
    expect(y({} as uPlot, 12.5, 1, 0)).toBe('$12.5');
    expect(y({} as uPlot, null, 1, 0)).toBe('–');
  });

  it('pads missing values with gaps', () => {
    expect(alignedData(['2025-03-01', '2025-03-02'], [{ values: [3] }])).toEqual([
      [keySeconds('2025-03-01'), keySeconds('2025-03-02')],
      [3, null],
    ]);
  });
});
