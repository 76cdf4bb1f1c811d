import type { GuestToken } from '@panel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render';
import { GuestTokensPage } from './guest-tokens-page.tsx';

const token = (id: number, name: string, extra: Partial<GuestToken> = {}): GuestToken => ({
  id,
  name,
  prefix: 'gst_AbC123',
  status: 'active',
  paused: false,
  advertiser: { name: 'Acme Ads' },
  created_at: '2026-03-01T10:00:00Z',
  last_used_at: null,
  requests_today: 12345,
  ...extra,
});

type Answer = { status?: number; body: unknown };

/** Answers by "METHOD path", in turn when given a list; every call is kept for the test to read. */
function stub(answers: Record<string, Answer | Answer[]>) {
  const calls: { key: string; url: URL; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push({ key, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const found = answers[key];
    const answer = Array.isArray(found) ? (found.length > 1 ? found.shift() : found[0]) : found;
    if (!answer) throw new TypeError(`No stubbed answer for ${key}`);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  return calls;
}

const BID_URLS = {
  openrtb_2_6: 'https://panel.example/rtb/guest/openrtb/2.6',
  openrtb_2_5: 'https://panel.example/rtb/guest/openrtb/2.5',
};
const page = (items: GuestToken[]) => ({ body: { ext: { items, total: items.length, bid_urls: BID_URLS } } });
const LIST = 'GET /api/v1/guest_ssp/tokens';

describe('GuestTokensPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the tokens the address asks for, with the advertiser, status and traffic today', async () => {
    const calls = stub({
      [LIST]: page([token(1, 'Main feed'), token(2, 'Backup', { status: 'disabled', paused: true })]),
    });
    renderPage(<GuestTokensPage />, { path: '/guest-ssp/tokens/?status=active&search=acme&page=2' });
    const table = await screen.findByRole('table', { name: 'Your tokens' });
    expect(calls[0]?.url.search).toBe('?page=2&per_page=20&sort=-created_at&status=active&search=acme');
    const row = within(table).getByRole('row', { name: /Main feed/ });
    expect(within(row).getByText('Acme Ads')).toBeInTheDocument();
    expect(within(row).getByText('12,345 requests')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(within(table).getByText('Disabled by advertiser')).toBeInTheDocument();
  });

  it('says how to get started when there is no token, and where the traffic goes', async () => {
    stub({ [LIST]: page([]) });
    renderPage(<GuestTokensPage />, { path: '/guest-ssp/tokens/' });
    expect(await screen.findByText(/Ask an advertiser for its partner code/)).toBeInTheDocument();
    const box = screen.getByRole('region', { name: 'How to send traffic' });
    expect(box).toHaveTextContent(BID_URLS.openrtb_2_6);
    expect(box).toHaveTextContent(BID_URLS.openrtb_2_5);
    expect(box).toHaveTextContent('Authorization: Bearer <token>');
    expect(within(box).getByRole('button', { name: 'Copy the OpenRTB 2.6 address' })).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Copy the OpenRTB 2.5 address' })).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Copy the header' })).toBeNull();
  });

  it('says the list failed and offers to try again', async () => {
    stub({ [LIST]: { status: 500, body: { error: true, message: 'x', code: 'INTERNAL' } } });
    renderPage(<GuestTokensPage />, { path: '/guest-ssp/tokens/' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your tokens could not be loaded');
  });

  it('makes a token with a partner code, shows the secret once and forgets it on closing', async () => {
    const user = userEvent.setup();
    const calls = stub({
      [LIST]: page([]),
      'POST /api/v1/guest_ssp/tokens': [
        {
          status: 400,
          body: {
            error: true,
            message: 'Some fields need your attention.',
            code: 'VALIDATION_ERROR',
            fields: { partner_code: 'No advertiser has this partner code.' },
          },
        },
        {
          status: 201,
          body: { ext: { ...token(7, 'Push EU'), token: 'gst_AbC123secretsecret', bid_urls: BID_URLS } },
        },
      ],
    });
    renderPage(<GuestTokensPage />, { path: '/guest-ssp/tokens/' });
    await user.click((await screen.findAllByRole('button', { name: 'New token' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'New token' });
    await user.click(within(dialog).getByRole('button', { name: 'Make token' }));
    expect(within(dialog).getByLabelText(/Partner code/)).toHaveAccessibleDescription(/like 7K3M-Q9XD-2HPA/);
    expect(calls.filter((c) => c.key.startsWith('POST'))).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Partner code/), '7k3m-q9xd-2hpa');
    await user.type(within(dialog).getByLabelText(/Token name/), 'Push EU');
    await user.click(within(dialog).getByRole('button', { name: 'Make token' }));
    expect(await within(dialog).findByText('No advertiser has this partner code.')).toBeInTheDocument();
    expect(calls.find((c) => c.key.startsWith('POST'))?.body).toEqual({
      partner_code: '7K3M-Q9XD-2HPA',
      name: 'Push EU',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Make token' }));
    const secret = await screen.findByRole('dialog', { name: 'Your new token' });
    expect(within(secret).getByLabelText('Token')).toHaveValue('gst_AbC123secretsecret');
    expect(within(secret).getByText(/will not be shown again/)).toBeInTheDocument();
    expect(within(secret).getByRole('button', { name: 'Copy token' })).toBeInTheDocument();
    const send = within(secret).getByRole('region', { name: 'How to send traffic' });
    expect(send).toHaveTextContent(BID_URLS.openrtb_2_6);
    expect(send).toHaveTextContent('Authorization: Bearer gst_AbC123secretsecret');
    expect(within(send).getByRole('button', { name: 'Copy the header' })).toBeInTheDocument();
    await user.click(within(secret).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByDisplayValue('gst_AbC123secretsecret')).toBeNull());
  });

  it('pauses a token from its menu and revokes one only after confirming', async () => {
    const user = userEvent.setup();
    const calls = stub({
      [LIST]: page([token(3, 'Main feed')]),
      'PUT /api/v1/guest_ssp/tokens/3': {
        body: { ext: token(3, 'Main feed', { status: 'paused', paused: true }) },
      },
      'DELETE /api/v1/guest_ssp/tokens/3': { body: { ext: { id: 3, revoked: true } } },
    });
    renderPage(<GuestTokensPage />, { path: '/guest-ssp/tokens/' });
    await user.click(await screen.findByRole('button', { name: 'Actions for Main feed' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Pause' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key.startsWith('PUT'))?.body).toEqual({ status: 'paused' }),
    );

    await user.click(screen.getByRole('button', { name: 'Actions for Main feed' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this token?' });
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(true));
  });
});
