import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render';
import { RowMenuButton } from './row-menu-button.tsx';

function renderButton(status: 'active' | 'archived' = 'active') {
  const on = { onClone: vi.fn(), onArchive: vi.fn(), onDearchive: vi.fn() };
  renderPage(
    <>
      <button type="button">Before</button>
      <RowMenuButton
        label="Actions for Summer sale"
        campaign={{ id: 7, name: 'Summer sale', status }}
        {...on}
      />
    </>,
  );
  return on;
}

// The campaign list makes a row's menu when its button is first pressed (issue 14): the first
// press must open it and the keyboard must work as with Mantine's menu from the start.
describe('a row menu made on its first press', () => {
  it('opens by keyboard, moves by arrows, and gives the focus back to its button on Escape', async () => {
    renderButton();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Before' }));
    await u.tab();
    expect(screen.getByRole('button', { name: 'Actions for Summer sale' })).toHaveFocus();
    expect(screen.queryByRole('menu')).toBeNull();

    await u.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await u.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Actions for Summer sale' })).toHaveFocus(),
    );

    // Opened again, it is the same menu.
    await u.keyboard(' ');
    expect(await screen.findByRole('menuitem', { name: 'Clone' })).toBeInTheDocument();
  });

  it('acts on the first click', async () => {
    const on = renderButton('archived');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Actions for Summer sale' }));
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    await u.click(await screen.findByRole('menuitem', { name: 'Dearchive' }));
    expect(on.onDearchive).toHaveBeenCalledTimes(1);
    expect(on.onArchive).not.toHaveBeenCalled();
  });
});
