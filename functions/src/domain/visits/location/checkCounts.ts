import { z } from 'zod';
import type { VisitKind } from '../../visitCodes.js';
import type { CheckStatus, UnverifiedReason } from './visitCheck.js';

/**
 * What a visit counts as, the one bucket every screen files it under (the log's Location filter, the
 * pipeline's and Review's counts): its check, except that a visit Too fast from the person's last one
 * counts apart, never as Verified, and one beside a pin no admin has accepted counts as Not accepted,
 * never as plain Unverified. An entry kept before the reason was read counts as Unverified, as it did.
 */
export const countCategories = ['verified', 'far', 'unverified', 'notAccepted', 'tooFast'] as const;
export type CountCategory = (typeof countCategories)[number];

/** The fields of a stored check the bucket follows (a log entry, a day entry, a `LogCheck`). */
export interface CountedCheck {
  check: CheckStatus;
  why?: UnverifiedReason | null | undefined;
  tooFast?: boolean | undefined;
}

export function countCategoryOf({ check, why, tooFast }: CountedCheck): CountCategory {
  if (tooFast === true) return 'tooFast';
  if (check === 'unverified' && why === 'notAccepted') return 'notAccepted';
  return check;
}

/**
 * `visitCheckCounts/{kind}/{uid}`: how many of a person's visits fall in each bucket (`countCategoryOf`),
 * kept by increments in the same updates that write or change the checks, so the pipeline shows them
 * without reading the log. A status with no visits may be absent or 0.
 */
export const checkCountsPath = (kind: VisitKind, uid?: string) =>
  uid === undefined ? `visitCheckCounts/${kind}` : `visitCheckCounts/${kind}/${uid}`;

export const checkCountPath = (kind: VisitKind, uid: string, category: CountCategory) =>
  `${checkCountsPath(kind, uid)}/${category}`;

const count = z.number().int().nonnegative().catch(0).default(0);
export const storedCheckCounts = z.object({
  verified: count,
  far: count,
  unverified: count,
  notAccepted: count,
  tooFast: count,
});
