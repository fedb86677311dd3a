import { randomUUID } from 'node:crypto';
import { HttpsError } from 'firebase-functions/v2/https';
import { advancePath, readAdvance, type AdvanceRecord } from '../../domain/advances/advance.js';
import { advanceMessages } from '../../domain/advances/advanceText.js';
import type { CreatedBy } from '../../domain/records/createdBy.js';
import type { Store } from '../../ports/store.js';
import { namedActor } from '../people/names.js';
import { STALE_CLAIM_MS } from '../requests/runOnce.js';

/** Why an advance refuses a change: a message, or null when the change may go on. */
export type AdvanceCheck = (advance: AdvanceRecord) => string | null;

export interface ClaimedAdvance {
  id: string;
  before: AdvanceRecord;
  token: string;
}

/**
 * Takes an advance for one change (a decision, a payment, a return, a cancellation): one transaction
 * puts this change's claim on it when `check` allows the change and nobody else's fresh claim is on
 * it, so two admins paying one advance at once cannot both pay it. The change's own write clears it.
 */
export async function claimAdvance(
  store: Store,
  id: string,
  check: AdvanceCheck,
  by: CreatedBy,
  at: number,
  /** The refusal in full words when it names someone (who paid it and when). */
  explain?: (advance: AdvanceRecord) => Promise<string | null>,
): Promise<ClaimedAdvance> {
  const token = randomUUID();
  const seen: {
    refusal: string | null;
    busy: CreatedBy | null;
    missing: boolean;
    advance: AdvanceRecord | null;
  } = { refusal: null, busy: null, missing: false, advance: null };
  const result = await store.transaction<Record<string, unknown>>(advancePath(id), (current) => {
    seen.refusal = null;
    seen.busy = null;
    seen.missing = current === null;
    if (current === null) return null;
    const advance = readAdvance(current);
    seen.advance = advance;
    if (!advance) return undefined;
    if (advance.claim && at - advance.claim.at < STALE_CLAIM_MS) {
      seen.busy = advance.claim.by;
      return undefined;
    }
    seen.refusal = check(advance);
    if (seen.refusal !== null) return undefined;
    return { ...current, claim: { token, by, at } };
  });
  if (seen.missing || result.value === null) throw new HttpsError('not-found', advanceMessages.notFound);
  if (!result.committed) {
    if (seen.busy)
      throw new HttpsError(
        'failed-precondition',
        advanceMessages.beingPaid(await namedActor(store, seen.busy)),
      );
    const explained = seen.advance && explain ? await explain(seen.advance) : null;
    throw new HttpsError('failed-precondition', explained ?? seen.refusal ?? advanceMessages.notFound);
  }
  const before = readAdvance(result.value);
  if (!before) throw new HttpsError('not-found', advanceMessages.notFound);
  const rest = { ...before };
  delete rest.claim;
  return { id, before: rest, token };
}

/** Lets go of a claim this change put on the advance (its write failed). */
export async function releaseAdvance(store: Store, claimed: ClaimedAdvance): Promise<void> {
  await store.transaction<Record<string, unknown>>(`${advancePath(claimed.id)}/claim`, (current) => {
    if (current === null) return null;
    return (current as { token?: unknown }).token === claimed.token ? null : undefined;
  });
}
