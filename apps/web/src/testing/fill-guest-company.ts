import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** Fills step 2 of the registration wizard for a guest company with valid values, as a person types them. */
export async function fillGuestCompany(u: User = userEvent.setup({ delay: null })): Promise<User> {
  await u.type(screen.getByLabelText(/Trading name/), 'Acme');
  await u.type(screen.getByLabelText(/Legal company name/), 'Acme Ltd');
  await u.type(screen.getByLabelText(/Website/), 'acme.test');
  await u.click(screen.getByRole('combobox', { name: /Country/ }));
  await u.click(screen.getByRole('option', { name: /United Kingdom/ }));
  await u.type(screen.getByLabelText(/First name/), 'Ann');
  await u.type(screen.getByLabelText(/Last name/), 'Lee');
  await u.type(screen.getByLabelText(/^Email/), 'ann@acme.test');
  await u.type(screen.getByLabelText(/^Password/), 'Secret-12');
  await u.type(screen.getByLabelText(/Phone number/), '20 7946 0958');
  await u.type(screen.getByLabelText(/Telegram/), '@ann');
  await u.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
  return u;
}
