import { useForm } from '@mantine/form';
import type { Retargeting } from '@panel/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render';
import { type CampaignForm, type CampaignFormValues, emptyCampaignValues } from '../utils/campaign-values.ts';
import { RetargetingField } from './retargeting-field.tsx';
import { SummaryCard } from './summary-card.tsx';

const pixel = (id: number, name: string, audience_size: number): Retargeting => ({
  id,
  name,
  type_id: 4,
  membership_days: 30,
  snippet: null,
  pixel_url: null,
  audience_size,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
});

const PIXELS = [pixel(7, 'Site visitors', 12_500), pixel(9, 'Converted', 1)];

function stub(items: Retargeting[]) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(`${url.pathname}${url.search}`);
    // The summary's ad formats and pricing models are not looked at here.
    const ext = url.pathname === '/api/v1/retargeting' ? { items, total: items.length } : [];
    return new Response(JSON.stringify({ ext }), { status: 200 });
  });
  return asked;
}

let form: CampaignForm;

/** The block and the summary, on one form, as the editor shows them. */
function Editor({ retargeting }: { retargeting?: CampaignFormValues['targeting']['retargeting'] }) {
  const values = emptyCampaignValues('UTC');
  form = useForm<CampaignFormValues>({
    initialValues: {
      ...values,
      targeting: { ...values.targeting, retargeting: retargeting ?? values.targeting.retargeting },
    },
  });
  return (
    <>
      <RetargetingField form={form} />
      <SummaryCard
        values={form.getValues()}
        status={null}
        dirty={false}
        saving={false}
        errorCount={0}
        withSave
        saveLabel="Save"
      />
    </>
  );
}

/** A MultiSelect's search input, by its label. */
const select = (name: string) => screen.getByLabelText(name, { selector: 'input:not([type="hidden"])' });

describe('the retargeting audiences block', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers the advertiser's pixels with their audience sizes, each in one list at a time", async () => {
    const asked = stub(PIXELS);
    renderPage(<Editor />);
    const u = userEvent.setup();
    const block = await screen.findByRole('group', { name: 'Retargeting audiences' });
    expect(await within(block).findByText('Include visitors of')).toBeInTheDocument();
    await u.click(select('Include visitors of'));
    await u.click(await screen.findByRole('option', { name: 'Site visitors (12,500 visitors)' }));
    expect(form.getValues().targeting.retargeting).toEqual({ include: [7], exclude: [] });
    await u.click(select('Exclude visitors of'));
    expect(await screen.findByRole('option', { name: 'Converted (1 visitor)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /^Site visitors/ })).not.toBeInTheDocument();
    await u.click(screen.getByRole('option', { name: 'Converted (1 visitor)' }));
    expect(form.getValues().targeting.retargeting).toEqual({ include: [7], exclude: [9] });
    expect(asked).toContain('/api/v1/retargeting?per_page=100&sort=name');
  });

  it('shows the chosen audiences in the summary, by name', async () => {
    stub(PIXELS);
    renderPage(<Editor retargeting={{ include: [7], exclude: [9] }} />);
    const summary = screen.getByRole('complementary', { name: 'Summary' });
    expect(
      await within(summary).findByText('Visitors of Site visitors, excluding visitors of Converted'),
    ).toBeInTheDocument();
  });

  it('says everyone in the summary when no audience is chosen', async () => {
    stub(PIXELS);
    renderPage(<Editor />);
    const summary = screen.getByRole('complementary', { name: 'Summary' });
    expect(within(summary).getByText('Everyone')).toBeInTheDocument();
  });

  it('without any pixel, links to the Tracking page to add one', async () => {
    stub([]);
    renderPage(<Editor />);
    const link = await screen.findByRole('link', { name: 'Add a retargeting pixel' });
    expect(link).toHaveAttribute('href', '/adv/campaigns/tracking/?tab=pixels');
    expect(screen.queryByText('Include visitors of')).not.toBeInTheDocument();
  });
});
