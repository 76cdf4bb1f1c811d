import type { PostbackDebug, PostbackTestResult } from '@panel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render';
import { PostbackDebugger } from './postback-debugger.tsx';
import { postback, stubTrackingServer } from './tracking-test-server.ts';

const PREVIEW_URL = 'https://panel.example/track/conversion?goal=g7&click_id=c.abc&payout=12.50';
const withClick: PostbackDebug = {
  preview: {
    click_id: 'c.abc',
    clicked_at: '2026-03-02T08:00:00Z',
    campaign_id: 12,
    campaign_name: 'Spring push',
    url: PREVIEW_URL,
  },
  received: [
    {
      at: '2026-03-02T08:30:00Z',
      status: 'refused',
      reason: 'forged_click',
      click_id: 'x'.repeat(60),
      payout: null,
      campaign_id: null,
      test: false,
    },
  ],
};
const counted: PostbackTestResult = {
  url: PREVIEW_URL,
  http_status: 204,
  status: 'counted',
  reason: null,
  landed: {
    campaign_id: 12,
    campaign_name: 'Spring push',
    creative_id: 31,
    ad_format: 'popunder',
    country: 'DE',
    ssp_id: 2,
    site_id: 'news.example',
    zone_id: 'z-9',
    hour: '2026-03-02T08:00:00Z',
    payout: 12.5,
  },
};

const open = () => renderPage(<PostbackDebugger postback={postback()} onClose={() => {}} />);
const dialog = () => screen.findByRole('dialog', { name: 'Debug Sale' });

describe('PostbackDebugger', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the URL a recent click would call, and the calls received', async () => {
    stubTrackingServer({ 'GET /api/v1/postbacks/7/debug': { body: { ext: withClick } } });
    open();
    const drawer = await dialog();
    expect(await within(drawer).findByLabelText('Postback URL for a recent click')).toHaveTextContent(
      PREVIEW_URL,
    );
    expect(within(drawer).getByText(/For a click on Spring push at/)).toBeVisible();
    const log = within(drawer).getByRole('table', { name: 'Last 100 received' });
    expect(within(log).getByText('This click id was not issued by this platform.')).toBeVisible();
    expect(within(log).getByTitle('x'.repeat(60))).toBeVisible();
  });

  it('explains when no click has come in within the window yet', async () => {
    stubTrackingServer({
      'GET /api/v1/postbacks/7/debug': { body: { ext: { preview: null, received: [] } } },
    });
    open();
    const drawer = await dialog();
    expect(await within(drawer).findByText('No recent click yet')).toBeVisible();
    expect(within(drawer).getByText(/Nothing received yet/)).toBeVisible();
  });

  it('sends a test conversion, says where it landed and refreshes the log', async () => {
    let debugCalls = 0;
    const calls = stubTrackingServer({
      'GET /api/v1/postbacks/7/debug': () => {
        debugCalls += 1;
        return { body: { ext: withClick } };
      },
      'POST /api/v1/postbacks/7/test': { body: { ext: counted } },
    });
    open();
    const drawer = await dialog();
    await within(drawer).findByLabelText('Postback URL for a recent click');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Payout, USD' }), '12.5');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Send a test conversion' }));
    const result = await within(drawer).findByRole('status');
    expect(within(result).getByText('Counted')).toBeVisible();
    expect(within(result).getByText('Spring push (#12)')).toBeVisible();
    expect(within(result).getByText('HTTP status 204')).toBeVisible();
    expect(within(result).getByRole('link', { name: 'See it in statistics' })).toHaveAttribute(
      'href',
      '/adv/statistics/?from=2026-03-02&to=2026-03-02&tz=UTC&campaign=12',
    );
    expect(calls.find((c) => c.key === 'POST /api/v1/postbacks/7/test')?.body).toEqual({ payout: 12.5 });
    await waitFor(() => expect(debugCalls).toBe(2));
  });

  it('says in words why a test conversion was refused, and when there is no click to send', async () => {
    const refused = { ...counted, http_status: 409, status: 'refused', reason: 'expired', landed: null };
    let answer = { status: 200, body: { ext: refused } as unknown };
    stubTrackingServer({
      'GET /api/v1/postbacks/7/debug': { body: { ext: withClick } },
      'POST /api/v1/postbacks/7/test': () => answer,
    });
    open();
    const drawer = await dialog();
    const send = within(drawer).getByRole('button', { name: 'Send a test conversion' });
    await userEvent.click(send);
    const result = await within(drawer).findByRole('status');
    expect(within(result).getByText('Refused')).toBeVisible();
    expect(within(result).getByText("The click is older than the goal's conversion window.")).toBeVisible();
    expect(within(result).getByText('HTTP status 409')).toBeVisible();

    answer = { status: 409, body: { error: true, message: 'No click in the window yet.', code: 'CONFLICT' } };
    await userEvent.click(send);
    const alert = await within(drawer).findByRole('alert');
    expect(within(alert).getByText('No click in the window yet.')).toBeVisible();
    expect(within(alert).getByText('HTTP status 409')).toBeVisible();
  });
});
