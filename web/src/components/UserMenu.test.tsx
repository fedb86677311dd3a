import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UserMenu } from './UserMenu';

function renderMenu() {
  const onAction = vi.fn();
  render(
    <>
      <UserMenu name="Asha" greeting="Welcome Asha!" actionLabel="Logout" onAction={onAction} />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { onAction, toggle: screen.getByRole('button', { name: 'Profile menu of Asha' }) };
}

describe('UserMenu', () => {
  it('opens from the keyboard with focus on the action, and Escape closes it back to the toggle', async () => {
    const user = userEvent.setup();
    const { toggle } = renderMenu();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Welcome Asha!')).not.toBeVisible();

    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Welcome Asha!')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('runs the action and closes', async () => {
    const user = userEvent.setup();
    const { onAction, toggle } = renderMenu();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside and when focus leaves it', async () => {
    const user = userEvent.setup();
    const { toggle } = renderMenu();
    await user.click(toggle);
    await user.click(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
