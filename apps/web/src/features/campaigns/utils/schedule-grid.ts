import { type Schedule, WEEKDAYS } from '@panel/contract';

/**
 * The weekly schedule as a 7 x 24 grid of cells (day 0 is Monday, hours 0-23 local to the
 * campaign's time zone), and what painting, presets and the keyboard do to it.
 */
export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
export interface Cell {
  day: number;
  hour: number;
}

const range = (a: number, b: number) => {
  const [from, to] = a <= b ? [a, b] : [b, a];
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
};

const build = (on: (day: number, hour: number) => boolean): Schedule =>
  Object.fromEntries(WEEKDAYS.map((name, day) => [name, HOURS.filter((hour) => on(day, hour))])) as Schedule;

export const isOn = (schedule: Schedule, { day, hour }: Cell): boolean =>
  schedule[WEEKDAYS[day] ?? 'mon'].includes(hour);

/** Sets every cell of the rectangle between two corners (a drag from one to the other) to `value`. */
export function paint(schedule: Schedule, from: Cell, to: Cell, value: boolean): Schedule {
  const days = new Set(range(from.day, to.day));
  const hours = new Set(range(from.hour, to.hour));
  return build((day, hour) => (days.has(day) && hours.has(hour) ? value : isOn(schedule, { day, hour })));
}

export const toggle = (schedule: Schedule, cell: Cell) => paint(schedule, cell, cell, !isOn(schedule, cell));

/** A whole day or a whole hour column: on unless all of it already is, then off. */
export function toggleDay(schedule: Schedule, day: number): Schedule {
  const all = HOURS.every((hour) => isOn(schedule, { day, hour }));
  return paint(schedule, { day, hour: 0 }, { day, hour: 23 }, !all);
}

export function toggleHour(schedule: Schedule, hour: number): Schedule {
  const all = WEEKDAYS.every((_, day) => isOn(schedule, { day, hour }));
  return paint(schedule, { day: 0, hour }, { day: 6, hour }, !all);
}

/** Office hours: 9:00 to 18:00, so the last hour that runs is 17. */
const WORK_START = 9;
const WORK_END = 18;
const isWeekday = (day: number) => day < 5;

export const SCHEDULE_PRESETS = {
  all: () => build(() => true),
  clear: () => build(() => false),
  weekdays: () => build((day) => isWeekday(day)),
  workingHours: () => build((day, hour) => isWeekday(day) && hour >= WORK_START && hour < WORK_END),
  weekends: () => build((day) => !isWeekday(day)),
} as const;
export type SchedulePreset = keyof typeof SCHEDULE_PRESETS;

export const hoursOn = (schedule: Schedule) => WEEKDAYS.reduce((sum, day) => sum + schedule[day].length, 0);

/** Keys as they move on the grid of days by hours, from the keys pressed on hours by days. */
const TRANSPOSED: Record<string, string> = {
  ArrowLeft: 'ArrowUp',
  ArrowRight: 'ArrowDown',
  ArrowUp: 'ArrowLeft',
  ArrowDown: 'ArrowRight',
};

/**
 * Where an arrow, Home or End key moves the focus; it stops at the edges. On the grid of hours by
 * days (`vertical`) the arrows follow what is on screen, and Home and End go to the row's ends.
 */
export function moveCell(cell: Cell, pressed: string, vertical = false): Cell | null {
  const clamp = (n: number, max: number) => Math.min(max, Math.max(0, n));
  if (vertical && pressed === 'Home') return { ...cell, day: 0 };
  if (vertical && pressed === 'End') return { ...cell, day: 6 };
  const key = vertical ? (TRANSPOSED[pressed] ?? pressed) : pressed;
  switch (key) {
    case 'ArrowLeft':
      return { ...cell, hour: clamp(cell.hour - 1, 23) };
    case 'ArrowRight':
      return { ...cell, hour: clamp(cell.hour + 1, 23) };
    case 'ArrowUp':
      return { ...cell, day: clamp(cell.day - 1, 6) };
    case 'ArrowDown':
      return { ...cell, day: clamp(cell.day + 1, 6) };
    case 'Home':
      return { ...cell, hour: 0 };
    case 'End':
      return { ...cell, hour: 23 };
    default:
      return null;
  }
}
