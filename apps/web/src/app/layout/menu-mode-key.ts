/**
 * Where the side menu's mode is stored (use-menu-mode.ts). A module of its own, so that main.tsx
 * can read the stored mode (drawn-page.ts) without loading the signed-in frame's chunk, which
 * holds the hook, and Mantine's second part with it (the login page's budget).
 */
export const MENU_MODE_KEY = 'panel.menuMode';
