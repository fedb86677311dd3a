import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, use } from 'react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PipelineFilters } from './PipelineFilters';
import { usePipelineView } from './usePipelineView';

const never = new Promise<never>(() => undefined);

/** Stands for the rows: sorted or filtered, they never finish rendering, as on a slow phone. */
function Rows() {
  const [params] = useSearchParams();
  if (params.size > 0) use(never);
  return null;
}

function Screen() {
  const { chosen, change } = usePipelineView('sales');
  return (
    <>
      <PipelineFilters kind="sales" view={chosen} staff={[]} onChange={change} />
      <Suspense fallback={<p>Loading</p>}>
        <Rows />
      </Suspense>
    </>
  );
}

describe('usePipelineView', () => {
  it('shows each choice at once, while the rows are still rendering, and the URL keeps them all', async () => {
    const router = createMemoryRouter([{ path: '/salespipeline', element: <Screen /> }], {
      initialEntries: ['/salespipeline'],
    });
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Visits, most first');
    expect(screen.getByLabelText('Sort by')).toHaveValue('visits');
    await user.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    expect(screen.getByRole('checkbox', { name: 'Overdue only' })).toBeChecked();
    expect(screen.getByLabelText('Sort by')).toHaveValue('visits');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      sort: 'visits',
      overdue: '1',
    });

    // Back to the default order drops it from the URL, as before.
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Last visit, newest first');
    expect(screen.getByLabelText('Sort by')).toHaveValue('recent');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ overdue: '1' });
  });
});
