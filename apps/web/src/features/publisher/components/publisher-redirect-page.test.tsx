import { PATHS } from '@panel/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '@/app/routes';
import { userQueryKey } from '@/lib/session/get-user';
import { renderRoutes, stubFetch, testQueryClient } from '@/testing/render';
import { userOf } from '@/testing/users';
import { leaveTo } from '../utils/leave-to.ts';

vi.mock('../utils/leave-to.ts', () => ({ leaveTo: vi.fn() }));

function openRedirect(answers: Parameters<typeof stubFetch>[0]) {
  const fetch = vi.fn(stubFetch(answers));
  vi.stubGlobal('fetch', fetch);
  const client = testQueryClient();
  client.setQueryData(userQueryKey, userOf('publisher'));
  renderRoutes(appRoutes(), { path: PATHS.pubRedirect, client });
  return fetch;
}

const config = (publisher_url: string | null) => ({
  'GET /auth/config': { body: { ext: { captcha: false, publisher_url } } },
});

describe('/pub/redirect/', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(leaveTo).mockReset();
  });

  it("sends the publisher on to this host's own area when the server names no other", async () => {
    const fetch = openRedirect(config(null));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(`${window.location.origin}/pub/sites/`));
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/auth/handoff'))).toBe(false);
  });

  it('carries the session to another host with a handoff code', async () => {
    openRedirect({
      ...config('https://pub.example.com/pub/sites/'),
      'POST /auth/handoff': {
        body: {
          ext: { url: 'https://pub.example.com/pub/sites/?at=one-time', expires_at: '2026-11-23T18:00:00Z' },
        },
      },
    });
    await waitFor(() =>
      expect(leaveTo).toHaveBeenCalledWith('https://pub.example.com/pub/sites/?at=one-time'),
    );
    expect(leaveTo).toHaveBeenCalledTimes(1);
  });

  it('says so when the handoff fails, and tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openRedirect({
      ...config('https://pub.example.com/pub/sites/'),
      'POST /auth/handoff': { status: 503, body: { error: true, message: 'Down', code: 'INTERNAL' } },
    });
    expect(await screen.findByText('The publisher area did not open')).toBeInTheDocument();
    expect(leaveTo).not.toHaveBeenCalled();
    vi.stubGlobal(
      'fetch',
      stubFetch({
        ...config('https://pub.example.com/pub/sites/'),
        'POST /auth/handoff': {
          body: {
            ext: { url: 'https://pub.example.com/pub/sites/?at=second', expires_at: '2026-11-23T18:00:00Z' },
          },
        },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('https://pub.example.com/pub/sites/?at=second'));
  });
});
