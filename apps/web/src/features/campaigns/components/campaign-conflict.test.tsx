import type { Campaign } from '@panel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/render';
import { CampaignEditPage } from './campaign-edit-page.tsx';
import { changed, conflict, opened, stub } from './conflict-test-server.ts';

const name = () => screen.getByRole('textbox', { name: /^Campaign name/ });
const bid = () => screen.getByRole('textbox', { name: /^Bid/ });

const renderEditor = () =>
  renderRoutes([{ path: '/adv/campaigns/edit/:id/', element: <CampaignEditPage /> }], {
    path: '/adv/campaigns/edit/7/',
  });

async function editNameAndSave(u: ReturnType<typeof userEvent.setup>, value: string) {
  await u.clear(await screen.findByRole('textbox', { name: /^Campaign name/ }));
  await u.type(name(), value);
  await u.click(screen.getByRole('button', { name: 'Save changes' }));
}

const dialog = () => screen.findByRole('dialog', { name: 'This campaign changed since you opened it' });

// The whole editor renders in jsdom, which is slow at it.
describe('saving a campaign someone else changed', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the version it loaded, then the version it saved', async () => {
    const saved = { ...opened, name: 'Mine', version: 8 };
    const sent = stub(
      [opened],
      [
        { status: 200, body: { ext: saved } },
        { status: 200, body: { ext: saved } },
      ],
    );
    const u = userEvent.setup();
    renderEditor();
    await editNameAndSave(u, 'Mine');
    expect(await screen.findByText('The campaign has been saved.')).toBeInTheDocument();
    await u.type(name(), '2');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((put) => put.ifMatch)).toEqual(['"7"', '"8"']);
  });

  it('takes a status change made in the header as the version it edits', async () => {
    const started: Campaign = { ...opened, status: 'active', version: 8 };
    const sent = stub([opened, started], [{ status: 200, body: { ext: { ...started, version: 9 } } }]);
    const u = userEvent.setup();
    renderEditor();
    await u.click(await screen.findByRole('button', { name: 'Start' }));
    // The campaign has no budget: starting it asks first.
    const ask = await screen.findByRole('dialog', { name: 'Start without a budget?' });
    await u.click(within(ask).getByRole('button', { name: 'Start anyway' }));
    expect(await screen.findByText('Campaign “Direct DE” started.')).toBeInTheDocument();
    await editNameAndSave(u, 'Mine');
    expect(await screen.findByText('The campaign has been saved.')).toBeInTheDocument();
    expect(sent.map((put) => put.ifMatch)).toEqual(['"8"']);
  });

  it('on 412 lists what changed on the server, not the user’s own edits', async () => {
    stub([opened, changed], [{ status: 412, body: conflict }]);
    const u = userEvent.setup();
    renderEditor();
    await editNameAndSave(u, 'Mine');
    const modal = await dialog();
    expect(within(modal).getByText(/a colleague, or a script/)).toBeInTheDocument();
    const list = await within(modal).findByRole('list', { name: 'Changed since you opened it:' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Bid', 'Countries']);
  });

  it('reloads the current campaign into the form, discarding the edits', async () => {
    const sent = stub([opened, changed], [{ status: 412, body: conflict }]);
    const u = userEvent.setup();
    renderEditor();
    await editNameAndSave(u, 'Mine');
    await u.click(await within(await dialog()).findByRole('button', { name: 'Reload the campaign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(name()).toHaveValue('Direct DE');
    expect(bid()).toHaveValue('3');
    expect(sent).toHaveLength(1);
  });

  it('overwrites knowingly: the same edits again, over the current version', async () => {
    const saved = { ...changed, name: 'Mine', version: 10 };
    const sent = stub(
      [opened, changed],
      [
        { status: 412, body: conflict },
        { status: 200, body: { ext: saved } },
      ],
    );
    const u = userEvent.setup();
    renderEditor();
    await editNameAndSave(u, 'Mine');
    await u.click(await within(await dialog()).findByRole('button', { name: 'Overwrite with my changes' }));
    expect(await screen.findByText('The campaign has been saved.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.map((put) => put.ifMatch)).toEqual(['"7"', '"9"']);
    expect(sent[1]?.body).toMatchObject({ name: 'Mine', bid: 2.5 });
    expect(name()).toHaveValue('Mine');
  });

  it('closes on Escape and keeps the edits', async () => {
    const sent = stub([opened, changed], [{ status: 412, body: conflict }]);
    const u = userEvent.setup();
    renderEditor();
    await editNameAndSave(u, 'Mine');
    await within(await dialog()).findByRole('list', { name: 'Changed since you opened it:' });
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(name()).toHaveValue('Mine');
    expect(bid()).toHaveValue('2.5');
    expect(sent).toHaveLength(1);
  });
});
