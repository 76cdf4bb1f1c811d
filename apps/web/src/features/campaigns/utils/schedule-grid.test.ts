import { type Schedule, scheduleSchema, WEEKDAYS } from '@panel/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Cell,
  hoursOn,
  isOn,
  moveCell,
  paint,
  SCHEDULE_PRESETS,
  toggle,
  toggleDay,
  toggleHour,
} from './schedule-grid.ts';

const empty = SCHEDULE_PRESETS.clear();
const cell = fc.record({ day: fc.integer({ min: 0, max: 6 }), hour: fc.integer({ min: 0, max: 23 }) });
const schedule = fc
  .array(fc.array(fc.integer({ min: 0, max: 23 }), { maxLength: 24 }), { minLength: 7, maxLength: 7 })
  .map(
    (days) =>
      Object.fromEntries(
        WEEKDAYS.map((d, i) => [d, [...new Set(days[i])].sort((a, b) => a - b)]),
      ) as Schedule,
  );
const inside = (c: Cell, a: Cell, b: Cell) =>
  c.day >= Math.min(a.day, b.day) &&
  c.day <= Math.max(a.day, b.day) &&
  c.hour >= Math.min(a.hour, b.hour) &&
  c.hour <= Math.max(a.hour, b.hour);

describe('painting the schedule', () => {
  it('paints the rectangle between the two corners of a drag, whichever way it went', () => {
    const painted = paint(empty, { day: 4, hour: 17 }, { day: 0, hour: 9 }, true);
    expect(hoursOn(painted)).toBe(45);
    expect(painted.mon).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(painted.sat).toEqual([]);
  });

  it('changes the cells inside the rectangle only, and keeps every day sorted and unique', () => {
    fc.assert(
      fc.property(schedule, cell, cell, fc.boolean(), (start, a, b, value) => {
        const painted = paint(start, a, b, value);
        for (let day = 0; day < 7; day++)
          for (let hour = 0; hour < 24; hour++) {
            const c = { day, hour };
            expect(isOn(painted, c)).toBe(inside(c, a, b) ? value : isOn(start, c));
          }
        for (const d of WEEKDAYS) expect(painted[d]).toEqual([...new Set(painted[d])].sort((x, y) => x - y));
      }),
    );
  });

  it('toggles one cell there and back', () => {
    fc.assert(
      fc.property(schedule, cell, (start, c) => {
        expect(toggle(toggle(start, c), c)).toEqual(start);
      }),
    );
  });

  it('switches a whole day or hour on, or off when it already all is', () => {
    const monday = toggleDay(empty, 0);
    expect(monday.mon).toHaveLength(24);
    expect(toggleDay(monday, 0).mon).toEqual([]);
    const nine = toggleHour(empty, 9);
    expect(WEEKDAYS.every((d) => nine[d].includes(9))).toBe(true);
    expect(hoursOn(toggleHour(nine, 9))).toBe(0);
  });

  it('offers presets the contract accepts, except an empty grid it refuses', () => {
    expect(hoursOn(SCHEDULE_PRESETS.all())).toBe(168);
    expect(hoursOn(SCHEDULE_PRESETS.weekdays())).toBe(120);
    expect(hoursOn(SCHEDULE_PRESETS.weekends())).toBe(48);
    expect(SCHEDULE_PRESETS.workingHours().fri).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(SCHEDULE_PRESETS.workingHours().sun).toEqual([]);
    for (const preset of ['all', 'weekdays', 'workingHours', 'weekends'] as const)
      expect(scheduleSchema.safeParse(SCHEDULE_PRESETS[preset]()).success).toBe(true);
    expect(scheduleSchema.safeParse(SCHEDULE_PRESETS.clear()).success).toBe(false);
  });
});

describe('moving through the grid with the keyboard', () => {
  it('moves one cell per arrow and stops at the edges', () => {
    expect(moveCell({ day: 0, hour: 0 }, 'ArrowRight')).toEqual({ day: 0, hour: 1 });
    expect(moveCell({ day: 0, hour: 0 }, 'ArrowLeft')).toEqual({ day: 0, hour: 0 });
    expect(moveCell({ day: 6, hour: 5 }, 'ArrowDown')).toEqual({ day: 6, hour: 5 });
    expect(moveCell({ day: 3, hour: 5 }, 'ArrowUp')).toEqual({ day: 2, hour: 5 });
    expect(moveCell({ day: 3, hour: 5 }, 'End')).toEqual({ day: 3, hour: 23 });
    expect(moveCell({ day: 3, hour: 5 }, 'Home')).toEqual({ day: 3, hour: 0 });
    expect(moveCell({ day: 3, hour: 5 }, 'a')).toBeNull();
  });
});
