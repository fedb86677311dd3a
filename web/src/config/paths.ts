import type { AdminArea, Dashboard } from '@domain/signIn';

/** Every route of the app (docs/product.md lists the screens): the one home of these strings. */
export const paths = {
  landing: '/',
  home: '/home',
  login: '/login',
  adminLogin: '/adminlogin',
  dashLogin: '/dashlogin',
  forgotPassword: '/forgetpassword',
  sales: '/sales',
  placement: '/placement',
  report: '/report',
  mySpends: '/myspends',
  due: '/due',
  outbox: '/outbox',
  media: '/media',
  docs: '/docs',
  salesDashboard: '/saledash',
  spentDashboard: '/spent',
  placementDashboard: '/placdash',
  collegeData: '/clddata',
  companyData: '/companydata',
  salesVisits: '/salesvisits',
  placementVisits: '/placementvisits',
  salesPipeline: '/salespipeline',
  placementPipeline: '/placementpipeline',
  salesExceptions: '/salesexceptions',
  placementExceptions: '/placementexceptions',
  salesPlace: '/salesplace',
  placementPlace: '/placementplace',
  review: '/review',
  settle: '/settle',
  statement: '/statement',
  myStatement: '/mystatement',
  underConstruction: '/underconstruction',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The admin files area and the dashboards, each behind its own login. */
export const filePaths: readonly AppPath[] = [paths.media, paths.docs];
export const dashboardPaths: readonly AppPath[] = [
  paths.salesDashboard,
  paths.spentDashboard,
  paths.placementDashboard,
  paths.collegeData,
  paths.companyData,
  paths.salesVisits,
  paths.placementVisits,
  paths.salesPipeline,
  paths.placementPipeline,
  paths.salesExceptions,
  paths.placementExceptions,
  paths.salesPlace,
  paths.placementPlace,
  paths.review,
  paths.settle,
  paths.statement,
];

/** Where each admin login option leads. */
export const areaPaths: Record<AdminArea | Dashboard, AppPath> = {
  bills: paths.media,
  placementDocs: paths.docs,
  saledash: paths.salesDashboard,
  placdash: paths.placementDashboard,
};

/** Each area's sign-out destination: staff go home, admins back to the login they came through. */
export type SignOutArea = 'staff' | 'adminFiles' | 'dashboard';

export const signOutDestinations: Record<SignOutArea, AppPath> = {
  staff: paths.home,
  adminFiles: paths.adminLogin,
  dashboard: paths.dashLogin,
};
