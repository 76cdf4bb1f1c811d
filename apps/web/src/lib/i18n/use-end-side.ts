import { useDirection } from '@mantine/core';

/**
 * The side a drawer slides in from: the reading end, right in English and left in Arabic, Hebrew,
 * Persian and Urdu, where the side menu sits on the right. Mantine flips popovers and tooltips by
 * itself, but a Drawer's `position` is a physical side.
 */
export function useEndSide(): 'left' | 'right' {
  return useDirection().dir === 'rtl' ? 'left' : 'right';
}
