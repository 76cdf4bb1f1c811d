import { useForm } from '@mantine/form';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render';
import { type CampaignForm, type CampaignFormValues, emptyCampaignValues } from '../utils/campaign-values.ts';
import { RegionTargetField } from './region-target-field.tsx';

let form: CampaignForm;

function Field() {
  form = useForm<CampaignFormValues>({ initialValues: emptyCampaignValues('UTC') });
  return <RegionTargetField form={form} countries={['DE']} />;
}

describe('the regions picker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('finds a region by its English name as well as by the local one (issue 18)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          ext: [
            { id: 'DE-BY', name: 'Bayern', name_en: 'Bavaria', country_id: 276, country: 'DE' },
            { id: 'DE-BE', name: 'Berlin', name_en: null, country_id: 276, country: 'DE' },
          ],
        }),
      ),
    );
    renderPage(<Field />);
    const u = userEvent.setup();
    const input = await screen.findByRole('combobox', { name: 'Regions' });
    await u.type(input, 'Bavar');
    await u.click(await screen.findByRole('option', { name: 'Bayern · Bavaria (DE)' }));
    expect(form.getValues().targeting.regions.values).toEqual(['DE-BY']);
    await u.type(input, 'Bayer');
    // Chosen already: the list no longer offers it.
    expect(screen.queryByRole('option', { name: /Bayern/ })).toBeNull();
    await u.clear(input);
    await u.type(input, 'Berl');
    expect(await screen.findByRole('option', { name: 'Berlin (DE)' })).toBeInTheDocument();
  });
});
