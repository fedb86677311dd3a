import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlChoices } from './useUrlChoices';

function Choices({ replace }: { replace: boolean }) {
  const { committed, shown, choose } = useUrlChoices({ replace });
  return (
    <>
      <button
        type="button"
        onClick={() => {
          choose({ side: 'sales', staff: '' });
        }}
      >
        Sales
      </button>
      <p data-testid="committed">{committed.toString()}</p>
      <p data-testid="shown">{shown.toString()}</p>
    </>
  );
}

function renderChoices(replace: boolean) {
  const router = createMemoryRouter([{ path: '/review', element: <Choices replace={replace} /> }], {
    initialEntries: ['/review?staff=rep-1&flag=late'],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useUrlChoices', () => {
  it('sets a value, removes an empty one and keeps the others, adding a step to Back', async () => {
    const router = renderChoices(false);
    await userEvent.click(screen.getByRole('button', { name: 'Sales' }));
    await waitFor(() => {
      expect(screen.getByTestId('committed')).toHaveTextContent(/^flag=late&side=sales$/);
    });
    expect(screen.getByTestId('shown')).toHaveTextContent(/^flag=late&side=sales$/);
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('with replace, changes the URL in place', async () => {
    const router = renderChoices(true);
    await userEvent.click(screen.getByRole('button', { name: 'Sales' }));
    await waitFor(() => {
      expect(screen.getByTestId('committed')).toHaveTextContent(/^flag=late&side=sales$/);
    });
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
