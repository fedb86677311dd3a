import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { Role } from '@domain/roles';
import { AppLayout } from './AppLayout';
import { RouteError } from './RouteError';
import { LandingPage } from '../features/landing/LandingPage';

/**
 * A layout route showing its children only to accounts holding `role`; anyone else gets the staff
 * login (SPEC.md's fallback page) or, for the admin areas, is sent to that area's login.
 */
function requireRole(role: Role, children: RouteObject[], redirectTo?: string): RouteObject {
  return {
    lazy: async () => {
      const { RequireRole } = await import('../features/auth/RequireRole');
      const fallback = redirectTo ? <Navigate to={redirectTo} replace /> : undefined;
      return { element: <RequireRole role={role} fallback={fallback} /> };
    },
    children,
  };
}

const adminPlaceholder = async () => ({
  Component: (await import('../features/admin/AdminPlaceholderPage')).AdminPlaceholderPage,
});

/** Screens that call the server: each is its own lazily loaded chunk. */
const dataRoutes: RouteObject[] = [
  {
    path: '/home',
    lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }),
  },
  requireRole('sales', [
    {
      path: '/sales',
      lazy: async () => ({ Component: (await import('../features/sales/SalesPage')).SalesPage }),
    },
  ]),
  requireRole('placement', [
    {
      path: '/placement',
      lazy: async () => ({ Component: (await import('../features/placement/PlacementPage')).PlacementPage }),
    },
  ]),
  {
    // Guarded inside the page: it is for sales or placement accounts, a pair RequireRole cannot express.
    path: '/report',
    lazy: async () => ({ Component: (await import('../features/report/ReportPage')).ReportPage }),
  },
  requireRole(
    'admin',
    ['/media', '/docs'].map((path) => ({ path, lazy: adminPlaceholder })),
    '/adminlogin',
  ),
  requireRole(
    'admin',
    ['/saledash', '/spent', '/placdash', '/clddata', '/companydata'].map((path) => ({
      path,
      lazy: adminPlaceholder,
    })),
    '/dashlogin',
  ),
];

/** Sign-in screens talk to the authentication provider only. */
const signInRoutes: RouteObject[] = [
  {
    path: '/login',
    lazy: async () => ({ Component: (await import('../features/auth/StaffLoginPage')).StaffLoginPage }),
  },
  {
    path: '/adminlogin',
    lazy: async () => ({ Component: (await import('../features/auth/AdminLoginPage')).AdminLoginPage }),
  },
  {
    path: '/dashlogin',
    lazy: async () => ({ Component: (await import('../features/auth/DashLoginPage')).DashLoginPage }),
  },
  {
    path: '/forgetpassword',
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
          { path: '/', Component: LandingPage },
          ...signInRoutes,
          {
            lazy: async () => ({ Component: (await import('./DataLayout')).DataLayout }),
            children: dataRoutes,
          },
          {
            path: '/underconstruction',
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
