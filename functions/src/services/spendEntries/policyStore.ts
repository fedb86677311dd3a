import {
  SPEND_POLICY_PATH,
  emptySpendPolicy,
  spendPolicySchema,
  type SpendPolicy,
} from '../../domain/spendEntries/spendPolicy.js';
import type { Store } from '../../ports/store.js';

/** The limits in effect; none stored (or unreadable) means no limits. */
export async function readSpendPolicy(store: Store): Promise<SpendPolicy> {
  const parsed = spendPolicySchema.safeParse((await store.get(SPEND_POLICY_PATH)) ?? {});
  return parsed.success ? parsed.data : emptySpendPolicy;
}

export async function writeSpendPolicy(store: Store, policy: SpendPolicy): Promise<void> {
  await store.set(SPEND_POLICY_PATH, spendPolicySchema.parse(policy));
}
