import type { Caller } from '../../../functions/src/services/caller.js';

/** A working day of one person, as docs/cost.md assumes it: four visits, one spend carrying two bills. */
export const VISITS_A_DAY = 4;
export const BILLS_A_DAY = 2;
/** A bill photo as the phone sends it: a camera photo re-encoded at 2,048 px (the bench's bill compression). */
export const BILL_BYTES = 750 * 1024;

export const people: Caller[] = Array.from({ length: 4 }, (_, index) => ({
  uid: `cost-sales-${String(index + 1)}`,
  email: `rep${String(index + 1)}@cost.example.com`,
  roles: ['sales'],
}));
export const DAYS = 5;

/**
 * One person's working day by the calls the app makes for it (`web/src/features/<feature>/api`): each
 * visit opens the form (its next code) and sends it; one spend carries the day's bills, each signed and
 * recorded; the places the visit form suggests, fetched again after 10 minutes (each form, as visits are
 * hours apart); the other lists the app opens, once a day (it keeps them offline).
 */
export const staffDay: Record<string, number> = {
  submitSalesVisit: VISITS_A_DAY,
  peekVisitCode: VISITS_A_DAY,
  signUpload: BILLS_A_DAY,
  recordUpload: BILLS_A_DAY,
  saveSalesSpend: 1,
  whoAmI: 1,
  getSpendOptions: 1,
  getSpendPolicy: 1,
  myAdvances: 1,
  myFollowUps: 1,
  'myReport (first page)': 1,
  'mySpends (first page)': 1,
  visitedPlaces: VISITS_A_DAY,
};

/** An admin's working day: the visit log and pipeline, Review, the dashboards, Settle. */
export const adminDay: Record<string, number> = {
  'listVisits (first page)': 10,
  visitPipeline: 2,
  'reviewQueue (first page)': 5,
  'spendSummary (a dashboard)': 4,
  settleBalances: 1,
};
