import { z } from 'zod';
import type { VisitKind } from '../../visitCodes.js';
import type { CheckStatus } from './visitCheck.js';

/**
 * What a visit counts as, the one bucket every screen files it under (the log's Location filter, the
 * pipeline's and Review's counts): its check, except that a visit Too fast from the person's last one
 * counts apart, never as Verified.
 */
export const countCategories = ['verified', 'far', 'unverified', 'tooFast'] as const;
export type CountCategory = (typeof countCategories)[number];

export const countCategoryOf = (check: CheckStatus, tooFast: boolean | undefined): CountCategory =>
  tooFast === true ? 'tooFast' : check;

/**
 * `visitCheckCounts/{kind}/{uid}`: how many of a person's visits are Verified, Far, Unverified and Too fast,
 * kept by increments in the same updates that write or change the checks, so the pipeline shows them
 * without reading the log. A status with no visits may be absent or 0.
 */
export const checkCountsPath = (kind: VisitKind, uid?: string) =>
  uid === undefined ? `visitCheckCounts/${kind}` : `visitCheckCounts/${kind}/${uid}`;

export const checkCountPath = (kind: VisitKind, uid: string, category: CountCategory) =>
  `${checkCountsPath(kind, uid)}/${category}`;

const count = z.number().int().nonnegative().catch(0).default(0);
export const storedCheckCounts = z.object({ verified: count, far: count, unverified: count, tooFast: count });
