import { Box, UnstyledButton } from '@mantine/core';
import { type Schedule, WEEKDAYS } from '@panel/contract';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Cell,
  HOURS,
  isOn,
  moveCell,
  paint,
  toggle,
  toggleDay,
  toggleHour,
} from '../utils/schedule-grid.ts';

interface ScheduleGridProps {
  value: Schedule;
  onChange: (schedule: Schedule) => void;
  error?: string;
  /**
   * Hours as rows and days as columns: on a phone, 24 columns would be cells of 12 px, too small
   * for a finger; 7 columns of 24 rows are cells a finger can hit.
   */
  vertical?: boolean;
}

interface Drag {
  anchor: Cell;
  current: Cell;
  value: boolean;
}

const cellOf = (element: Element | null): Cell | null => {
  const node = element?.closest<HTMLElement>('[data-day]');
  return node ? { day: Number(node.dataset.day), hour: Number(node.dataset.hour) } : null;
};
const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * Days by hours (or hours by days). Dragging paints the rectangle from the first cell to the one under the pointer,
 * on or off as the first cell was not; arrows move the focus and Space or Enter switch a cell.
 */
export function ScheduleGrid({ value, onChange, error, vertical = false }: ScheduleGridProps) {
  const { t } = useTranslation();
  const [drag, setDrag] = useState<Drag | null>(null);
  const [focus, setFocus] = useState<Cell>({ day: 0, hour: 9 });
  const grid = useRef<HTMLTableElement>(null);
  const shown = drag ? paint(value, drag.anchor, drag.current, drag.value) : value;

  useEffect(() => {
    if (!drag) return;
    const finish = () => {
      onChange(paint(value, drag.anchor, drag.current, drag.value));
      setDrag(null);
    };
    window.addEventListener('pointerup', finish);
    window.addEventListener('pointercancel', finish);
    return () => {
      window.removeEventListener('pointerup', finish);
      window.removeEventListener('pointercancel', finish);
    };
  }, [drag, value, onChange]);

  const focusCell = (cell: Cell) => {
    setFocus(cell);
    grid.current?.querySelector<HTMLElement>(`[data-day="${cell.day}"][data-hour="${cell.hour}"]`)?.focus();
  };

  const down = (event: PointerEvent<HTMLTableElement>) => {
    const cell = cellOf(event.target as Element);
    if (!cell || event.button !== 0) return;
    event.preventDefault();
    // Touch captures the pointer on the first cell; painting follows the finger by position instead.
    (event.target as Element).releasePointerCapture?.(event.pointerId);
    focusCell(cell);
    setDrag({ anchor: cell, current: cell, value: !isOn(value, cell) });
  };

  const move = (event: PointerEvent<HTMLTableElement>) => {
    if (!drag) return;
    const cell = cellOf(document.elementFromPoint(event.clientX, event.clientY));
    if (cell && (cell.day !== drag.current.day || cell.hour !== drag.current.hour))
      setDrag({ ...drag, current: cell });
  };

  const key = (event: KeyboardEvent<HTMLTableElement>) => {
    const cell = cellOf(event.target as Element);
    if (!cell) return;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      onChange(toggle(value, cell));
      return;
    }
    const next = moveCell(cell, event.key, vertical);
    if (next) {
      event.preventDefault();
      focusCell(next);
    }
  };

  // The two kinds of header: a day's (its short name) and an hour's; each switches its whole line.
  const dayHeader = (day: number) => (
    <UnstyledButton
      // Mouse and touch shortcuts; the keyboard has the cells and the presets, and one tab stop for the grid.
      tabIndex={-1}
      onClick={() => onChange(toggleDay(value, day))}
      aria-label={t('campaigns.schedule.toggleDay', { day: t(`campaigns.weekday.${WEEKDAYS[day]}`) })}
      fz="xs"
      fw={600}
      w="100%"
      ta={vertical ? 'center' : 'start'}
    >
      {t(`campaigns.weekdayShort.${WEEKDAYS[day]}`)}
    </UnstyledButton>
  );
  const hourHeader = (hour: number) => (
    <UnstyledButton
      tabIndex={-1}
      onClick={() => onChange(toggleHour(value, hour))}
      aria-label={t('campaigns.schedule.toggleHour', { hour: hourText(hour) })}
      fz={vertical ? 'xs' : 10}
      c="dimmed"
      w="100%"
      ta={vertical ? 'start' : 'center'}
    >
      {vertical ? hourText(hour) : hour}
    </UnstyledButton>
  );
  const days = WEEKDAYS.map((_, day) => day);
  // Rows and columns: days by hours, or hours by days on a phone.
  const rows = vertical ? HOURS : days;
  const columns = vertical ? days : HOURS;
  const cellAt = (row: number, column: number): Cell =>
    vertical ? { day: column, hour: row } : { day: row, hour: column };

  return (
    <Box style={{ overflowX: 'auto' }}>
      <table
        ref={grid}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a table with role grid is the APG data grid pattern
        role="grid"
        aria-label={t('campaigns.schedule.grid')}
        aria-multiselectable="true"
        aria-invalid={error ? true : undefined}
        onPointerDown={down}
        onPointerMove={move}
        onKeyDown={key}
        style={{ borderSpacing: 2, userSelect: 'none', width: '100%', tableLayout: 'fixed' }}
      >
        <thead>
          <tr>
            <td style={{ width: vertical ? 52 : 44 }} />
            {columns.map((column) => (
              <th key={column} scope="col" style={{ padding: 0, fontWeight: 400 }}>
                {vertical ? dayHeader(column) : hourHeader(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row}>
              <th scope="row" style={{ padding: 0, textAlign: 'start' }}>
                {vertical ? hourHeader(row) : dayHeader(row)}
              </th>
              {columns.map((column) => {
                const { day, hour } = cellAt(row, column);
                const on = isOn(shown, { day, hour });
                const focused = focus.day === day && focus.hour === hour;
                return (
                  <td
                    key={column}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: cells of the grid above, selectable one by one
                    role="gridcell"
                    data-day={day}
                    data-hour={hour}
                    aria-selected={on}
                    aria-label={`${t(`campaigns.weekday.${WEEKDAYS[day]}`)} ${hourText(hour)}`}
                    tabIndex={focused ? 0 : -1}
                    onFocus={() => setFocus({ day, hour })}
                    style={{
                      height: vertical ? 30 : 22,
                      padding: 0,
                      borderRadius: 3,
                      cursor: 'pointer',
                      // A finger on a cell paints; on the headers it scrolls the page.
                      touchAction: 'none',
                      background: on
                        ? 'var(--mantine-primary-color-filled)'
                        : 'var(--mantine-color-default-hover)',
                      outlineOffset: 1,
                    }}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
