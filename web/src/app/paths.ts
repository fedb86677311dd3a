import type { AdminArea, Dashboard } from '@domain/signIn';

/** Where each admin login option leads (SPEC.md section 2). */
export const areaPaths: Record<AdminArea | Dashboard, string> = {
  bills: '/media',
  placementDocs: '/docs',
  saledash: '/saledash',
  placdash: '/placdash',
};

/** Each area's sign-out destination: staff go home, admins back to the login they came through. */
export type SignOutArea = 'staff' | 'adminFiles' | 'dashboard';

export const signOutDestinations: Record<SignOutArea, string> = {
  staff: '/home',
  adminFiles: '/adminlogin',
  dashboard: '/dashlogin',
};
