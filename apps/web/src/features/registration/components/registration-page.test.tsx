import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES } from '@/testing/countries';
import { renderPage, stubFetch } from '@/testing/render';
import { AccountTypeStep } from './account-type-step.tsx';
import { RegistrationPage } from './registration-page.tsx';

const next = () => screen.getByRole('button', { name: 'Next' });
const radio = (name: RegExp) => screen.getByRole('radio', { name });

function renderRegistration(path = '/registration') {
  vi.stubGlobal('fetch', stubFetch({ 'GET /resources/countries': { body: { ext: COUNTRIES } } }));
  return renderPage(<RegistrationPage />, { path });
}

describe('RegistrationPage, step 1', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('defaults to client mode with advertiser chosen and the other types disabled', () => {
    renderRegistration();
    expect(screen.getByRole('heading', { name: 'SIGN UP' })).toBeInTheDocument();
    expect(radio(/Advertiser/)).toBeChecked();
    expect(radio(/Advertiser/)).toHaveTextContent('I want to promote products');
    expect(radio(/Publisher/)).toBeDisabled();
    expect(radio(/Ad network/)).toBeDisabled();
    expect(radio(/Ad network/)).toHaveTextContent('I want to buy and sell traffic');
    // A disabled type says why, and where it can be chosen.
    expect(radio(/Publisher/)).toHaveTextContent('Publishers sign up as guests');
    expect(radio(/Advertiser/)).not.toHaveTextContent('sign up as');
    expect(next()).toBeEnabled();
  });

  it('in guest mode offers publisher, disables advertiser and hides ad network', () => {
    renderRegistration('/registration?as=guest');
    expect(radio(/Publisher/)).toBeChecked();
    expect(radio(/Publisher/)).toHaveTextContent('I want to monetize traffic');
    expect(radio(/Advertiser/)).toBeDisabled();
    expect(screen.queryByRole('radio', { name: /Ad network/ })).not.toBeInTheDocument();
    expect(next()).toBeEnabled();
  });

  it('treats any other ?as= value as client mode', () => {
    renderRegistration('/registration?as=partner');
    expect(radio(/Advertiser/)).toBeChecked();
  });

  it('updates ?as= when the switch changes, replacing the history entry', async () => {
    const { router } = renderRegistration('/registration?as=client');
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Guest' }));
    expect(router.state.location.search).toBe('?as=guest');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(radio(/Publisher/)).toBeChecked();
  });
});

describe('AccountTypeStep', () => {
  it.each([
    ['client', 'advertiser', true],
    ['client', 'publisher', false],
    ['client', 'ad-network', false],
    ['guest', 'publisher', true],
    ['guest', 'advertiser', false],
    ['guest', 'ad-network', false],
  ] as const)('in %s mode, %s makes Next enabled: %s', (mode, value, enabled) => {
    renderPage(<AccountTypeStep mode={mode} value={value} onChange={() => {}} onNext={() => {}} />);
    expect(next()).toHaveProperty('disabled', !enabled);
  });
});
