import type { Schedule } from '@panel/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/render';
import { hoursOn, SCHEDULE_PRESETS } from '../utils/schedule-grid.ts';
import { ScheduleGrid } from './schedule-grid.tsx';

function Harness({ initial, vertical }: { initial: Schedule; vertical?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ScheduleGrid value={value} onChange={setValue} vertical={vertical} />
      <output>{hoursOn(value)}</output>
    </>
  );
}

const hours = () => Number(screen.getByRole('status').textContent);
const cell = (name: string) => screen.getByRole('gridcell', { name });

describe('ScheduleGrid', () => {
  it('is a grid of days by hours that says which cells run', () => {
    renderPage(<Harness initial={SCHEDULE_PRESETS.workingHours()} />);
    expect(screen.getByRole('grid', { name: 'Weekly schedule' })).toBeInTheDocument();
    expect(screen.getAllByRole('gridcell')).toHaveLength(168);
    expect(cell('Monday 09:00')).toHaveAttribute('aria-selected', 'true');
    expect(cell('Saturday 09:00')).toHaveAttribute('aria-selected', 'false');
  });

  it('moves with the arrow keys and switches a cell with Space or Enter', async () => {
    renderPage(<Harness initial={SCHEDULE_PRESETS.clear()} />);
    const u = userEvent.setup();
    // One cell is in the tab order: the grid is a single stop, as the ARIA grid pattern has it.
    await u.tab();
    expect(cell('Monday 09:00')).toHaveFocus();
    await u.keyboard('{ArrowRight}{ArrowDown}');
    expect(cell('Tuesday 10:00')).toHaveFocus();
    await u.keyboard(' ');
    expect(cell('Tuesday 10:00')).toHaveAttribute('aria-selected', 'true');
    await u.keyboard('{End}{Enter}');
    expect(cell('Tuesday 23:00')).toHaveAttribute('aria-selected', 'true');
    expect(hours()).toBe(2);
  });

  it('paints the cell a drag starts on, the opposite of what it was', () => {
    renderPage(<Harness initial={SCHEDULE_PRESETS.all()} />);
    fireEvent.pointerDown(cell('Sunday 23:00'), { button: 0, pointerId: 1 });
    expect(cell('Sunday 23:00')).toHaveAttribute('aria-selected', 'false');
    fireEvent.pointerUp(window);
    expect(hours()).toBe(167);
  });

  it('switches a whole day or hour from its header', async () => {
    renderPage(<Harness initial={SCHEDULE_PRESETS.clear()} />);
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Switch all of Wednesday' }));
    expect(hours()).toBe(24);
    await u.click(screen.getByRole('button', { name: 'Switch 08:00 on every day' }));
    expect(hours()).toBe(30);
  });

  it('on a phone lays hours in rows and days in columns, and the arrows follow what is on screen', async () => {
    renderPage(<Harness initial={SCHEDULE_PRESETS.clear()} vertical />);
    const rows = screen.getAllByRole('row');
    // A header row, then one row per hour of seven cells a finger can hit.
    expect(rows).toHaveLength(25);
    expect(within(rows[1] as HTMLElement).getAllByRole('gridcell')).toHaveLength(7);
    expect(
      within(rows[1] as HTMLElement).getByRole('gridcell', { name: 'Monday 00:00' }),
    ).toBeInTheDocument();
    const u = userEvent.setup();
    await u.tab();
    expect(cell('Monday 09:00')).toHaveFocus();
    await u.keyboard('{ArrowRight}{ArrowDown}');
    expect(cell('Tuesday 10:00')).toHaveFocus();
    await u.keyboard('{End} ');
    expect(cell('Sunday 10:00')).toHaveAttribute('aria-selected', 'true');
    fireEvent.pointerDown(cell('Monday 00:00'), { button: 0, pointerId: 1 });
    fireEvent.pointerUp(window);
    expect(hours()).toBe(2);
  });
});
