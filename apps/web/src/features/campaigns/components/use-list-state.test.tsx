import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/render';
import { useListState } from './use-list-state.ts';

function TwoChanges() {
  const [state, update] = useListState();
  return (
    <>
      <p>{`${state.tab} ${state.adFormat ?? 'any'}`}</p>
      {/* Two changes before the list is drawn again: a format picked, then a tab clicked at once. */}
      <button
        type="button"
        onClick={() => {
          update({ adFormat: 'popunder' });
          update({ tab: 'draft' });
        }}
      >
        both
      </button>
    </>
  );
}

describe('useListState', () => {
  it('keeps a change made before the one before it was drawn', async () => {
    const { router } = renderPage(<TwoChanges />, { path: '/adv/campaigns/list/?search=x' });
    await userEvent.click(screen.getByRole('button', { name: 'both' }));
    await waitFor(() => expect(screen.getByText('draft popunder')).toBeInTheDocument());
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('status')).toBe('draft');
    expect(params.get('ad_format')).toBe('popunder');
    expect(params.get('search')).toBe('x');
  });
});
