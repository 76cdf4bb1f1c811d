import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render';
import { Pager } from './pager.tsx';

function renderPager(props: { page: number; perPage: number; total: number }) {
  const onPage = vi.fn();
  const onPerPage = vi.fn();
  renderPage(<Pager {...props} perPageOptions={[20, 50, 100]} onPage={onPage} onPerPage={onPerPage} />);
  return { onPage, onPerPage };
}

describe('Pager', () => {
  it('tells which rows of how many are shown, one row in the singular', () => {
    renderPager({ page: 1, perPage: 20, total: 1 });
    expect(screen.getByText('1–1 of 1 row')).toBeInTheDocument();
  });

  it('ends the last page at the total and asks for the page clicked', async () => {
    const { onPage } = renderPager({ page: 3, perPage: 20, total: 45 });
    expect(screen.getByText('41–45 of 45 rows')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('offers a page size from the address that is not among its own, in order', async () => {
    const { onPerPage } = renderPager({ page: 1, perPage: 30, total: 0 });
    expect(screen.getByText('0–0 of 0 rows')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['20 per page', '30 per page', '50 per page', '100 per page']);
    await userEvent.click(screen.getByRole('option', { name: '100 per page' }));
    expect(onPerPage).toHaveBeenCalledWith(100);
  });
});
