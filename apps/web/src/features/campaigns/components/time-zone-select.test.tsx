import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render';
import { TimeZoneSelect } from './time-zone-select.tsx';

describe('the time-zone picker', () => {
  it('replaces the chosen zone with what is typed, and finds it', async () => {
    const onChange = vi.fn();
    renderPage(<TimeZoneSelect label="Time zone" value="Europe/Berlin" onChange={onChange} />);
    const u = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'Time zone' });
    await u.click(input);
    await u.keyboard('Tokyo');
    expect(input).toHaveValue('Tokyo');
    await u.click(await screen.findByRole('option', { name: /^Asia\/Tokyo/ }));
    expect(onChange).toHaveBeenCalledWith('Asia/Tokyo', expect.anything());
  });
});
