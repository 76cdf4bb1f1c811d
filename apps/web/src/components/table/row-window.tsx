import { type ComponentType, useEffect, useState } from 'react';
import type { WindowedBodyProps } from './windowed-body.tsx';

/**
 * Up to this many rows a table draws them all: a short table costs little, and every row stays in
 * the page for the browser's find and for screen readers' table commands.
 */
export const ROW_WINDOW_FROM = 30;

let windowed: ComponentType<WindowedBodyProps> | null = null;

/**
 * A table body's rows: all of them up to ROW_WINDOW_FROM, else those in and near the window
 * (windowed-rows.ts). The windowed body comes in its own module on the first long table; until it
 * is in, the rows are all drawn.
 */
export function RowWindow(props: WindowedBodyProps) {
  const long = props.count > ROW_WINDOW_FROM;
  const [Windowed, setWindowed] = useState(() => windowed);
  useEffect(() => {
    if (!long || Windowed) return;
    let live = true;
    // A module that fails to come leaves every row drawn, as a short table is.
    import('./windowed-body.tsx')
      .then((module) => {
        windowed = module.WindowedBody;
        if (live) setWindowed(() => module.WindowedBody);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [long, Windowed]);
  if (long && Windowed) return <Windowed {...props} />;
  return Array.from({ length: props.count }, (_, index) => props.row(index, undefined));
}
