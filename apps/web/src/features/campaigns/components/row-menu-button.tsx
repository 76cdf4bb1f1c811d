import { IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import { ACTION_ICON_ICON, ACTION_ICON_SUBTLE_GRAY } from './light-mantine.tsx';
import { RowMenu, type RowMenuProps } from './row-menu.tsx';

/**
 * A row's actions button that becomes the menu when first pressed. Until then it is Mantine's
 * ActionIcon markup only: a page of 100 campaigns would otherwise make 100 menus (a popover, its
 * context and a focus-return hook each) while the list scrolls, and few rows are ever opened.
 * Pressing it, by pointer or by Enter or Space, puts the real menu in its place, focused and open.
 */
export function RowMenuButton({ label, ...menu }: RowMenuProps & { label: string }) {
  const [pressed, setPressed] = useState(false);
  if (pressed) return <RowMenu {...menu} />;
  return (
    <button type="button" {...ACTION_ICON_SUBTLE_GRAY} aria-label={label} onClick={() => setPressed(true)}>
      <span className={ACTION_ICON_ICON}>
        <IconDots size={18} aria-hidden="true" />
      </span>
    </button>
  );
}
