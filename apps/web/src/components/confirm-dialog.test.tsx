import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render';
import { ConfirmDialog } from './confirm-dialog.tsx';

describe('a confirmation before a destructive step', () => {
  it('starts with the keyboard on Cancel, so Enter right away changes nothing', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderPage(
      <ConfirmDialog
        opened
        title="Delete this rule?"
        text="It stops."
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this rule?' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    expect(dialog).toContainElement(cancel);
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
