import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { SpendRecordsInput, SpendRecordsOutput } from '@domain/api/spendRecords';
import type { VisitPipelineOutput } from '@domain/api/visitPipeline';
import type { SpendPeopleOutput } from '@domain/api/spendPeople';
import type { SpendSummaryInput, SpendSummaryOutput } from '@domain/api/spendSummary';
import { zeroTotals, type SpendTotals } from '@domain/spendTotals/aggregate';
import { call } from '../lib/callables';
import { getSession, useSession, type Session } from '../lib/session';

const admin: Session = { status: 'signedIn', uid: 'admin-1', email: 'admin@example.com', roles: ['admin'] };

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/**
 * Renders a dashboard screen at `url` (path and query) as an admin; other paths show where they went.
 * The test file mocks lib/callables and lib/session.
 */
export function renderDashboard(routePath: string, url: string, screen: ReactNode) {
  vi.mocked(useSession).mockReturnValue(admin);
  vi.mocked(getSession).mockReturnValue(admin);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: routePath, element: screen },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

export const totals = (figures: Partial<SpendTotals>): SpendTotals => ({ ...zeroTotals, ...figures });

type Answer<I, O> = (input: I) => O;

/** Answers the dashboards' calls (the pipeline: College/Company Data's 'Visits logged'; people: the per-person table); every call's input is kept by the `call` mock. */
export function answerCalls(
  summary: Answer<SpendSummaryInput, SpendSummaryOutput>,
  records: Answer<SpendRecordsInput, SpendRecordsOutput> = () => ({ rows: [], next: null }),
  pipeline: VisitPipelineOutput = { places: [], followUpCounts: [], checkCounts: [] },
  people: SpendPeopleOutput = { people: [] },
) {
  vi.mocked(call).mockImplementation(((name: string, input: never) =>
    Promise.resolve(
      name === 'spendSummary'
        ? summary(input)
        : name === 'visitPipeline'
          ? pipeline
          : name === 'spendPeople'
            ? people
            : records(input),
    )) as typeof call);
}

export const noProblems = { count: 0, records: [] };
