import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { Role } from '@domain/roles';
import { AppLayout } from './AppLayout';
import { filePaths, paths } from '../config/paths';
import { RouteError } from './RouteError';
import { LandingPage } from '../features/landing/LandingPage';

/**
 * A layout route showing its children only to accounts holding one of `roles`; anyone else gets the
 * staff login (the product's fallback page) or, for the admin areas, is sent to that area's login.
 */
function requireRole(roles: readonly Role[], children: RouteObject[], redirectTo?: string): RouteObject {
  return {
    lazy: async () => {
      const { RequireRole } = await import('./RequireRole');
      const fallback = redirectTo ? <Navigate to={redirectTo} replace /> : undefined;
      return { element: <RequireRole roles={roles} fallback={fallback} /> };
    },
    children,
  };
}

type DashboardScreen =
  'SalesDashboardPage' | 'PlacementDashboardPage' | 'CollegeDataPage' | 'CompanyDataPage';
const dashboard = (screen: DashboardScreen) => async () => ({
  Component: (await import('../features/dashboards'))[screen],
});

type VisitScreen =
  | 'SalesVisitsPage'
  | 'PlacementVisitsPage'
  | 'SalesPipelinePage'
  | 'PlacementPipelinePage'
  | 'SalesExceptionsPage'
  | 'PlacementExceptionsPage';
const visitScreen = (screen: VisitScreen) => async () => ({
  Component: (await import('../features/visitLog'))[screen],
});

type PlaceScreen = 'SalesPlacePage' | 'PlacementPlacePage';
const placeScreen = (screen: PlaceScreen) => async () => ({
  Component: (await import('../features/places'))[screen],
});

/** Screens that call the server: each is its own lazily loaded chunk. */
const dataRoutes: RouteObject[] = [
  {
    path: paths.home,
    lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }),
  },
  requireRole(
    ['sales'],
    [
      {
        path: paths.sales,
        lazy: async () => ({ Component: (await import('../features/visits/SalesPage')).SalesPage }),
      },
    ],
  ),
  requireRole(
    ['placement'],
    [
      {
        path: paths.placement,
        lazy: async () => ({
          Component: (await import('../features/visits/PlacementPage')).PlacementPage,
        }),
      },
    ],
  ),
  requireRole(
    ['sales', 'placement'],
    [
      {
        path: paths.report,
        lazy: async () => ({ Component: (await import('../features/report/ReportPage')).ReportPage }),
      },
      {
        path: paths.mySpends,
        lazy: async () => ({
          Component: (await import('../features/spend/mySpends/MySpendsPage')).MySpendsPage,
        }),
      },
      {
        path: paths.due,
        lazy: async () => ({ Component: (await import('../features/followUps/DuePage')).DuePage }),
      },
      {
        path: paths.myStatement,
        lazy: async () => ({
          Component: (await import('../features/spend/statement/StatementPage')).MyStatementPage,
        }),
      },
      {
        path: paths.outbox,
        lazy: async () => ({ Component: (await import('../features/outbox/OutboxPage')).OutboxPage }),
      },
    ],
  ),
  requireRole(
    ['admin'],
    filePaths.map((path) => ({
      path,
      lazy: async () => ({ Component: (await import('../features/files/FilesPage')).FilesPage }),
    })),
    paths.adminLogin,
  ),
  requireRole(
    ['admin'],
    [
      { path: paths.salesDashboard, lazy: dashboard('SalesDashboardPage') },
      { path: paths.spentDashboard, lazy: dashboard('SalesDashboardPage') },
      { path: paths.placementDashboard, lazy: dashboard('PlacementDashboardPage') },
      { path: paths.collegeData, lazy: dashboard('CollegeDataPage') },
      { path: paths.companyData, lazy: dashboard('CompanyDataPage') },
      { path: paths.salesVisits, lazy: visitScreen('SalesVisitsPage') },
      { path: paths.placementVisits, lazy: visitScreen('PlacementVisitsPage') },
      { path: paths.salesPipeline, lazy: visitScreen('SalesPipelinePage') },
      { path: paths.placementPipeline, lazy: visitScreen('PlacementPipelinePage') },
      { path: paths.salesExceptions, lazy: visitScreen('SalesExceptionsPage') },
      { path: paths.placementExceptions, lazy: visitScreen('PlacementExceptionsPage') },
      { path: paths.salesPlace, lazy: placeScreen('SalesPlacePage') },
      { path: paths.placementPlace, lazy: placeScreen('PlacementPlacePage') },
      {
        path: paths.review,
        lazy: async () => ({
          Component: (await import('../features/review')).ReviewPage,
        }),
      },
      {
        path: paths.settle,
        lazy: async () => ({
          Component: (await import('../features/settle')).SettlePage,
        }),
      },
      {
        path: paths.statement,
        lazy: async () => ({
          Component: (await import('../features/spend/statement/StatementPage')).StatementPage,
        }),
      },
    ],
    paths.dashLogin,
  ),
];

/** Sign-in screens talk to the authentication provider only. */
const signInRoutes: RouteObject[] = [
  {
    path: paths.login,
    lazy: async () => ({ Component: (await import('../features/auth/StaffLoginPage')).StaffLoginPage }),
  },
  {
    path: paths.adminLogin,
    lazy: async () => ({ Component: (await import('../features/auth/AdminLoginPage')).AdminLoginPage }),
  },
  {
    path: paths.dashLogin,
    lazy: async () => ({ Component: (await import('../features/auth/DashLoginPage')).DashLoginPage }),
  },
  {
    path: paths.forgotPassword,
    lazy: async () => ({
      Component: (await import('../features/auth/ForgotPasswordPage')).ForgotPasswordPage,
    }),
  },
];

export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    // Outside the layout only if the layout itself fails; a screen's failure shows inside it.
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { path: paths.landing, Component: LandingPage },
          ...signInRoutes,
          {
            lazy: async () => ({ Component: (await import('./DataLayout')).DataLayout }),
            children: dataRoutes,
          },
          {
            path: paths.underConstruction,
            lazy: async () => ({
              Component: (await import('../features/system/UnderConstructionPage')).UnderConstructionPage,
            }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('../features/system/NotFoundPage')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
