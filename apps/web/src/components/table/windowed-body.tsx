import type { ReactNode, RefObject } from 'react';
import { useRowWindow } from './windowed-rows.ts';

export interface WindowedBodyProps {
  count: number;
  /** The table's `<tbody>`, where the rows go. */
  body: RefObject<HTMLTableSectionElement | null>;
  columns: number;
  /** Row `index`, as a `<tr>` keyed by its index; `measure` as its ref when given. */
  row: (index: number, measure: ((row: HTMLTableRowElement | null) => void) | undefined) => ReactNode;
}

/** Holds the place of rows not drawn (or, of no height, keeps the stripes in step); nothing to read. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden style={{ height }}>
      <td colSpan={columns} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}

/** The rows of a long table's body that are in or near the window, the others held by spacers. */
export function WindowedBody({ count, body, columns, row }: WindowedBodyProps) {
  const { parts, measure } = useRowWindow(count, body);
  return parts.map((part) =>
    'gap' in part ? <Spacer key={part.key} height={part.gap} columns={columns} /> : row(part.row, measure),
  );
}
