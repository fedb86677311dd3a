import { z } from 'zod';
import type { VisitKind } from '../../visitCodes.js';
import type { CheckStatus } from './visitCheck.js';

/**
 * `visitCheckCounts/{kind}/{uid}`: how many of a person's visits are Verified, Far and Unverified,
 * kept by increments in the same updates that write or change the checks, so the pipeline shows them
 * without reading the log. A status with no visits may be absent or 0.
 */
export const checkCountsPath = (kind: VisitKind, uid?: string) =>
  uid === undefined ? `visitCheckCounts/${kind}` : `visitCheckCounts/${kind}/${uid}`;

export const checkCountPath = (kind: VisitKind, uid: string, status: CheckStatus) =>
  `${checkCountsPath(kind, uid)}/${status}`;

const count = z.number().int().nonnegative().catch(0).default(0);
export const storedCheckCounts = z.object({ verified: count, far: count, unverified: count });
