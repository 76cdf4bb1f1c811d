const RESIZE_OBSERVER_LOOP = /^ResizeObserver loop/;

/**
 * Spec section 8: the browser's "ResizeObserver loop ..." report is ignored. It means a layout took
 * more than one frame to settle (menus, popovers), not that anything failed.
 */
export function ignoreResizeObserverWarning(win: Window = window): () => void {
  const listener = (event: ErrorEvent) => {
    if (RESIZE_OBSERVER_LOOP.test(event.message ?? '')) event.stopImmediatePropagation();
  };
  win.addEventListener('error', listener);
  return () => win.removeEventListener('error', listener);
}
