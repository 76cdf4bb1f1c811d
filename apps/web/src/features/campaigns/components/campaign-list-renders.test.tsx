import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { phoneWidth } from '@/testing/match-media';
import { renderPage } from '@/testing/render';
import { CampaignListPage } from './campaign-list-page.tsx';
import { item, page, stub } from './list-test-server.ts';

/** Each drawing of a row draws its figures once: counted here, the cells drawn as they are. */
const drawn = vi.hoisted(() => ({ rows: 0 }));
vi.mock('./figure-cells.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof import('./figure-cells.tsx')>();
  return {
    FigureCells: (props: Parameters<typeof real.FigureCells>[0]) => {
      drawn.rows += 1;
      return real.FigureCells(props);
    },
  };
});

/** Each drawing of a row or a phone card draws its status controls once: counted by campaign. */
const statusDrawn = vi.hoisted(() => [] as number[]);
vi.mock('./status-controls.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof import('./status-controls.tsx')>();
  return {
    StatusControls: (props: Parameters<typeof real.StatusControls>[0]) => {
      statusDrawn.push(props.campaign.id);
      return real.StatusControls(props);
    },
  };
});

describe('the campaign list’s rows', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws again only the row whose selection changed, not the page’s other rows', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => item(i + 1, `Campaign ${i + 1}`));
    stub({ 'GET /api/v1/campaigns': page(twenty, 20) });
    renderPage(<CampaignListPage />, { path: '/adv/campaigns/list/' });
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    await within(table).findByRole('link', { name: 'Campaign 20' });
    expect(drawn.rows).toBeGreaterThanOrEqual(20);
    const u = userEvent.setup();

    drawn.rows = 0;
    await u.click(within(table).getByRole('checkbox', { name: 'Select Campaign 3' }));
    expect(await screen.findByRole('region', { name: 'Selected campaigns' })).toHaveTextContent(
      '1 campaign selected',
    );
    expect(drawn.rows).toBe(1);

    drawn.rows = 0;
    await u.click(within(table).getByRole('checkbox', { name: 'Select Campaign 3' }));
    expect(screen.queryByRole('region', { name: 'Selected campaigns' })).not.toBeInTheDocument();
    expect(drawn.rows).toBe(1);
  });

  it('draws again only the phone card whose switch was pressed', async () => {
    vi.stubGlobal('matchMedia', phoneWidth);
    const calls = stub({
      'GET /api/v1/campaigns': page([item(1, 'One'), item(2, 'Two'), item(3, 'Three')]),
      'PUT /api/v1/campaigns/2/status/stop': {
        status: 404,
        body: { error: true, code: 'NOT_FOUND', message: 'Not found.' },
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(<CampaignListPage />, { path: '/adv/campaigns/list/' });
    const list = await screen.findByRole('list', { name: 'Campaigns' });
    await within(list).findByRole('switch', { name: 'Run Three' });

    statusDrawn.length = 0;
    await userEvent.setup().click(within(list).getByRole('switch', { name: 'Run Two' }));
    expect(await screen.findByText('Not found.')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((c) => c.key === 'PUT /api/v1/campaigns/2/status/stop')).toBe(true),
    );
    // Drawn pending, then as it was: the other cards not at all.
    expect(statusDrawn.length).toBeGreaterThan(0);
    expect(new Set(statusDrawn)).toEqual(new Set([2]));
  });
});
