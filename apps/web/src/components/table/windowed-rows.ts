import {
  defaultRangeExtractor,
  measureElement,
  type Range,
  useWindowVirtualizer,
} from '@tanstack/react-virtual';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ROW_WINDOW_FROM } from './row-window-size.ts';

/** Rows drawn beyond each edge of the window: a scroll or a Tab onwards finds them there. */
const OVERSCAN = 4;
/** A row of a compact table (6 px padding, one line of 14 px text, a border), until one is measured. */
const ROW_ESTIMATE = 35;

/** What a table draws in its body, in order: a row by its index, or a gap holding rows' place. */
export type WindowPart = { row: number } | { gap: number; key: string };

export interface DrawnRows {
  parts: WindowPart[];
  /** Give each drawn row (with `data-index`) so its real height replaces the estimate. */
  measure: ((row: HTMLTableRowElement | null) => void) | undefined;
}

/** The document's top of `element` in whole pixels, or 0 before it is drawn. */
const documentTop = (element: HTMLElement | null) =>
  element ? Math.round(element.getBoundingClientRect().top + window.scrollY) : 0;

/** The index of the drawn row `target` is in, or null. */
const rowOf = (target: EventTarget | null) => {
  const index =
    target instanceof Element ? target.closest('tr[data-index]')?.getAttribute('data-index') : null;
  return index == null ? null : Number(index);
};

/**
 * Gaps are rows too (`<tr>`), and a table's stripes count rows: after a gap an empty row of no
 * height is added where needed, so that row N is always striped as it would be with every row drawn.
 */
function withGaps(rows: { index: number; start: number; end: number }[], top: number, total: number) {
  const parts: WindowPart[] = [];
  let drawnEnd = top;
  let trs = 0;
  const gap = (height: number, key: string) => {
    parts.push({ gap: height, key });
    trs++;
  };
  for (const { index, start, end } of rows) {
    if (start > drawnEnd) gap(start - drawnEnd, `gap-${index}`);
    if (trs % 2 !== index % 2) gap(0, `even-${index}`);
    parts.push({ row: index });
    trs++;
    drawnEnd = end;
  }
  if (top + total > drawnEnd) gap(top + total - drawnEnd, 'gap-end');
  return parts;
}

/**
 * The rows of a long table that are in or near the window, for a table in the page's own scroll
 * (issue 14: a 500-row report page was 8,000 cells to lay out and paint on each page, sort or
 * scroll). `body` is the table's `<tbody>`, measured after each render and whenever the page's
 * height changes, so the window follows what moves above it (a chart drawn, filters wrapping);
 * the row that holds the focus stays drawn when the page scrolls away from it. This module and
 * the virtualizer load only for a long table (row-window.tsx): some 9 kB a page of 30 rows or
 * fewer never needs.
 */
export function useRowWindow(count: number, body: RefObject<HTMLTableSectionElement | null>): DrawnRows {
  const enabled = count > ROW_WINDOW_FROM;
  const [top, setTop] = useState(0);
  const [focused, setFocused] = useState<number | null>(null);
  const typical = useRef(ROW_ESTIMATE);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
      return [...indexes, focused].sort((a, b) => a - b);
    },
    [focused],
  );
  const virtualizer = useWindowVirtualizer({
    count,
    enabled,
    // A row not yet drawn is taken to be as tall as the last one measured: a table's rows are
    // mostly alike, and an estimate that is off moves the rows after each one drawn, a layout more
    // on every step of a scroll (the campaign list's rows are 64 px, a report's 35).
    estimateSize: () => typical.current,
    measureElement: (element, entry, instance) => {
      const size = measureElement(element, entry, instance);
      typical.current = size;
      return size;
    },
    overscan: OVERSCAN,
    scrollMargin: top,
    rangeExtractor,
    // The window as it is, so the first render already draws what shows (not only the overscan).
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  // After each commit: the layout is needed for painting anyway, and a change re-renders at once.
  useLayoutEffect(() => {
    if (!enabled) return;
    const next = documentTop(body.current);
    if (next !== top) setTop(next);
  });
  // And when the page's height changes between this table's commits: something above it drawn or
  // taken away on its own (a chart, a card), which moves the body without a render here. Without
  // this, a report scrolled to its end before a block above it shrank by 630 px drew rows
  // 630 px too high and left its last 18 rows blank (seen once in the end-to-end suite).
  useEffect(() => {
    if (!enabled || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const next = documentTop(body.current);
      setTop((current) => (current === next ? current : next));
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [enabled, body]);
  useEffect(() => {
    const element = body.current;
    if (!element) return;
    const onFocus = (event: FocusEvent) => setFocused(rowOf(event.target));
    // Focus that goes into a layer of its own (the row's menu, a dialog: Mantine's portals) or
    // nowhere still belongs to the row; focus taken elsewhere in the page lets it go.
    const onBlur = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (!(next instanceof Element) || element.contains(next) || next.closest('[data-portal]')) return;
      setFocused(null);
    };
    element.addEventListener('focusin', onFocus);
    element.addEventListener('focusout', onBlur);
    return () => {
      element.removeEventListener('focusin', onFocus);
      element.removeEventListener('focusout', onBlur);
    };
  }, [body]);
  if (!enabled) return { parts: Array.from({ length: count }, (_, row) => ({ row })), measure: undefined };
  return {
    parts: withGaps(virtualizer.getVirtualItems(), top, virtualizer.getTotalSize()),
    measure: virtualizer.measureElement,
  };
}
