/**
 * Issue 14: the login page, a new visitor's first screen, loads its 170 kB of script without the
 * parts of Mantine only the signed-in pages use. One Mantine chunk sent the login page the whole
 * library; a chunk per component sent the other pages dozens of small files (each with its
 * headers, and worse compressed: 408 kB against 341 on the campaign editor). So Mantine comes in two chunks:
 * the parts below, which the entry and the login page import, and the rest, which the signed-in
 * pages load beside them.
 *
 * The list is by hand: the module graph cannot tell, since every import goes through Mantine's
 * index, which reaches everything. A component the login page starts to use and this list lacks
 * brings the whole second chunk, and the end-to-end budget (`e2e/budget.spec.ts`) fails, naming it.
 */
const CORE_COMPONENTS = [
  'ActionIcon',
  'Alert',
  'Anchor',
  'Button',
  'Center',
  'CloseButton',
  'Group',
  'Input',
  'InputBase',
  'Loader',
  'NativeSelect',
  'Paper',
  'PasswordInput',
  'Stack',
  'Text',
  'TextInput',
  'Title',
  'Transition',
  'UnstyledButton',
];
/** NativeSelect's chevron only, not the combobox. */
const COMBOBOX_PARTS = ['Combobox.module.mjs', 'ComboboxChevron/', 'get-parsed-combobox-data/'];
const HOOKS = [
  'use-color-scheme',
  'use-did-update',
  'use-id',
  'use-isomorphic-effect',
  'use-media-query',
  'use-mutation-observer',
  'use-reduced-motion',
  'use-uncontrolled',
  'utils',
];

const FIRST_SCREEN = [
  '/@mantine/core/esm/core/',
  ...CORE_COMPONENTS.map((name) => `/@mantine/core/esm/components/${name}/`),
  ...COMBOBOX_PARTS.map((part) => `/@mantine/core/esm/components/Combobox/${part}`),
  ...HOOKS.map((name) => `/@mantine/hooks/esm/${name}/`),
  '/@mantine/store/',
  '/@mantine/notifications/esm/notifications.store.mjs',
];

/** Whether a module id is a part of Mantine the login page uses. */
export function isFirstScreenMantine(id: string): boolean {
  const path = id.replaceAll('\\', '/');
  return FIRST_SCREEN.some((part) => path.includes(part));
}
