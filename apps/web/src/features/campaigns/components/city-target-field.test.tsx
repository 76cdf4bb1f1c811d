import { useForm } from '@mantine/form';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render';
import { type CampaignFormValues, emptyCampaignValues } from '../utils/campaign-values.ts';
import { CityTargetField } from './city-target-field.tsx';

const NYC = {
  id: 122795,
  name: 'New York City',
  country_id: 840,
  country: 'US',
  region_id: 'US-NY',
  latitude: 40.71427,
  longitude: -74.00597,
};

/** The field as the editor shows it for a saved campaign: cities chosen, no search typed yet. */
function SavedCities({ ids }: { ids: number[] }) {
  const values = emptyCampaignValues('UTC');
  const initialValues: CampaignFormValues = {
    ...values,
    targeting: { ...values.targeting, cities: { mode: 'include', values: ids } },
  };
  const form = useForm<CampaignFormValues>({ initialValues });
  return <CityTargetField form={form} countries={['US']} />;
}

describe('the cities of a saved campaign', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('show their names, looked up by id; an id of no city keeps its number', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const ids = new URL(String(input), 'http://x').searchParams.get('ids');
      return new Response(JSON.stringify({ ext: ids ? [NYC] : [] }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<SavedCities ids={[122795, 5]} />);
    expect(await screen.findByText('New York City, US-NY')).toBeInTheDocument();
    expect(screen.getByText('City 5')).toBeInTheDocument();
    // Looked up once: later renders (typing a search) do not ask for the ids again.
    await userEvent.type(screen.getByLabelText('Cities', { selector: 'input:not([type="hidden"])' }), 'bos');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/resources/cities?hide_other=true&ids=5%2C122795',
      '/resources/cities?hide_other=true&country=US&search=bos&limit=20',
    ]);
  });
});
