import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, use } from 'react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { visitPhases } from '@domain/options/visitOptions';
import { checkStatusText } from '../../lib/visitCheckText';
import { useVisitFilter } from './useVisitFilter';
import { VisitFilters } from './VisitFilters';

const staff = [{ uid: 'rep-1', label: 'Asha (asha@example.com)' }];

/** Stands for the log: a filtered log renders once `slow` (if any) settles; as on a slow phone, never. */
function Log({ slow }: { slow?: Promise<void> }) {
  const [params] = useSearchParams();
  if (slow && params.size > 0) use(slow);
  return <p data-testid="url">{params.toString()}</p>;
}

function Screen({ slow }: { slow?: Promise<void> }) {
  const { range, fields, update, setRange } = useVisitFilter('sales');
  return (
    <>
      <VisitFilters
        kind="sales"
        range={range}
        fields={fields}
        staff={staff}
        onRange={setRange}
        onChange={update}
      />
      <Suspense fallback={<p>Loading</p>}>
        <Log slow={slow} />
      </Suspense>
    </>
  );
}

function renderLog(slow?: Promise<void>) {
  const router = createMemoryRouter([{ path: '/salesvisits', element: <Screen slow={slow} /> }], {
    initialEntries: ['/salesvisits'],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useVisitFilter', () => {
  it('shows each choice at once, while the URL it writes is still rendering the log', async () => {
    const router = renderLog(new Promise<void>(() => undefined));
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    expect(screen.getByRole('checkbox', { name: 'Overdue only' })).toBeChecked();
    await user.selectOptions(screen.getByLabelText('Visit Phase'), visitPhases[1]);
    expect(screen.getByLabelText('Visit Phase')).toHaveValue(visitPhases[1]);
    await user.selectOptions(screen.getByLabelText('Location'), checkStatusText.far);
    expect(screen.getByLabelText('Location')).toHaveValue('far');
    await user.selectOptions(screen.getByLabelText('Submitted by'), staff[0]!.label);
    expect(screen.getByLabelText('Submitted by')).toHaveValue('rep-1');
    // Every choice is still shown: none undid another while the log was rendering.
    expect(screen.getByRole('checkbox', { name: 'Overdue only' })).toBeChecked();
    expect(screen.getByLabelText('Visit Phase')).toHaveValue(visitPhases[1]);

    // The URL the log is rendering holds every choice: the later ones did not drop the first.
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      overdue: '1',
      phase: visitPhases[1],
      check: 'far',
      staff: 'rep-1',
    });
  });

  it('follows the URL once it has changed, and Back undoes the choice', async () => {
    const router = renderLog();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    await waitFor(() => {
      expect(screen.getByTestId('url')).toHaveTextContent('overdue=1');
    });
    expect(screen.getByRole('checkbox', { name: 'Overdue only' })).toBeChecked();
    await router.navigate(-1);
    await waitFor(() => {
      expect(screen.getByTestId('url')).toHaveTextContent(/^$/);
    });
    expect(screen.getByRole('checkbox', { name: 'Overdue only' })).not.toBeChecked();
  });
});
