import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './AppLayout';
import { LandingPage } from '../features/landing/LandingPage';

/** Screens that call the server: each is its own lazily loaded chunk. */
const dataRoutes: RouteObject[] = [
  {
    path: '/home',
    lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }),
  },
];

export const router = createBrowserRouter([
  {
    Component: AppLayout,
    children: [
      { path: '/', Component: LandingPage },
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
]);
