import { type ComponentType, useEffect, useState } from 'react';
import { ROW_WINDOW_FROM } from './row-window-size.ts';
import type { WindowedBodyProps } from './windowed-body.tsx';

export { ROW_WINDOW_FROM };

let windowed: ComponentType<WindowedBodyProps> | null = null;

/**
 * A table body's rows: all of them up to ROW_WINDOW_FROM, else those in and near the window
 * (windowed-rows.ts). The windowed body comes in its own module on the first long table; until it
 * is in, the rows are all drawn. Once it is in, every body goes through it, a short one too (it
 * then draws every row): a table that crosses 30 rows, a group folded or opened, keeps its rows
 * and the focus on the switch that was pressed.
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
  if (Windowed) return <Windowed {...props} />;
  return Array.from({ length: props.count }, (_, index) => props.row(index, undefined));
}
