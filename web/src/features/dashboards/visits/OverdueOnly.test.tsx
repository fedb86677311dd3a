import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OverdueOnly } from './OverdueOnly';

describe('OverdueOnly', () => {
  it('shows the tap at once, before the URL it writes has changed', async () => {
    const onChange = vi.fn();
    render(<OverdueOnly checked={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('checkbox', { name: 'Overdue only' })).toBeChecked();
  });

  it('follows the URL when it changes (Back, a shared link)', () => {
    const { rerender } = render(<OverdueOnly checked onChange={() => undefined} />);
    expect(screen.getByRole('checkbox', { name: 'Overdue only' })).toBeChecked();
    rerender(<OverdueOnly checked={false} onChange={() => undefined} />);
    expect(screen.getByRole('checkbox', { name: 'Overdue only' })).not.toBeChecked();
  });
});
