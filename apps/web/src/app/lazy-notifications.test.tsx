import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyNotifications } from './lazy-notifications.tsx';

describe('LazyNotifications', () => {
  it('draws nothing until the first notification, then shows it', async () => {
    render(
      <MantineProvider>
        <LazyNotifications />
      </MantineProvider>,
    );
    const stack = () => document.querySelector('.mantine-Notifications-root');
    expect(stack()).toBeNull();
    act(() => {
      notifications.show({ message: 'Campaign saved' });
    });
    expect(await screen.findByText('Campaign saved')).toBeVisible();
    expect(stack()).not.toBeNull();
  });
});
