import { type NotificationsProps, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useRef } from 'react';

const Notifications = lazy(() =>
  import('./notifications-stack.ts').then((m) => ({ default: m.Notifications })),
);

/**
 * Mantine's notification stack, fetched with the first notification instead of with every first
 * page (it brings its own transitions, some 8 kB): `notifications.show` only writes to a store,
 * which this reads, and the stack then shows what the store holds. Once mounted it stays, so a
 * notification's exit animates.
 */
export function LazyNotifications(props: NotificationsProps) {
  const { notifications, queue } = useNotifications();
  const needed = useRef(false);
  if (notifications.length > 0 || queue.length > 0) needed.current = true;
  if (!needed.current) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}
