import { useLocalStorage } from '@mantine/hooks';
import { MENU_MODE_KEY } from './menu-mode-key.ts';

/** The side menu's mode (spec section 2): full labels, or icons only to leave room for tables. */
export type MenuMode = 'expanded' | 'collapsed';

export function useMenuMode() {
  const [mode, setMode] = useLocalStorage<MenuMode>({
    key: MENU_MODE_KEY,
    defaultValue: 'expanded',
    getInitialValueInEffect: false,
  });
  const toggle = () => setMode((current) => (current === 'collapsed' ? 'expanded' : 'collapsed'));
  return { mode, toggle };
}
