import { z } from 'zod';
import { isWholePaise, maxSpendAmount } from '../spend/money.js';
import type { SpendSide } from '../spend/sides.js';
import type { SpendAmounts } from '../spend/spendFields.js';
import { defaultMaxDaysBack, maxDaysBackLimit } from '../spend/spendDayWindow.js';
import { emptyMileagePolicy, mileagePolicySchema } from '../day/mileagePolicy.js';

/** The amounts a limit can be set on: each category, and the whole spent amount. */
export const policyCategories = ['food', 'fuel', 'stay', 'toll', 'spent'] as const;
export const policyCategorySchema = z.enum(policyCategories);
export type PolicyCategory = z.infer<typeof policyCategorySchema>;

/** The two rules of a category: a daily limit, and the amount from which a bill is needed. */
export const policyRules = ['limit', 'bill'] as const;
export const policyRuleKindSchema = z.enum(policyRules);
export type PolicyRuleKind = z.infer<typeof policyRuleKindSchema>;

/** The Spent dialog's field of each category (where its message shows). */
export const policyCategoryField = {
  food: 'food',
  fuel: 'fuel',
  stay: 'stay',
  toll: 'toll',
  spent: 'spentAmount',
} as const satisfies Record<PolicyCategory, keyof SpendAmounts>;

/** The words of each category in messages: 'the daily limit for food'. */
export const policyCategoryWords = {
  food: 'food',
  fuel: 'fuel',
  stay: 'stay',
  toll: 'toll',
  spent: 'the spent amount',
} as const satisfies Record<PolicyCategory, string>;

/** One rule: an amount in rupees, warning (the default) or blocking the save. */
export const policyRuleSchema = z.strictObject({
  amount: z.number().nonnegative().max(maxSpendAmount).refine(isWholePaise),
  block: z.boolean().default(false),
});
export type PolicyRule = z.output<typeof policyRuleSchema>;

export const categoryPolicySchema = z.strictObject({
  limit: policyRuleSchema.optional(),
  bill: policyRuleSchema.optional(),
});

export const sidePolicySchema = z.strictObject({
  food: categoryPolicySchema.optional(),
  fuel: categoryPolicySchema.optional(),
  stay: categoryPolicySchema.optional(),
  toll: categoryPolicySchema.optional(),
  spent: categoryPolicySchema.optional(),
});

/** How many days before today a spend may be dated on (0: today only). */
export const maxDaysBackSchema = z.number().int().min(0).max(maxDaysBackLimit);

/**
 * The limits in effect, per side, how far back a spend may be dated, and what a km of mileage pays,
 * kept in the Store at `spend_policy` and set with `npm run policy`. No rule set means no limit; no
 * `maxDaysBack`, the default; no mileage rate, no mileage for that vehicle.
 */
export const spendPolicySchema = z.object({
  sales: sidePolicySchema.default({}),
  placement: sidePolicySchema.default({}),
  maxDaysBack: maxDaysBackSchema.default(defaultMaxDaysBack),
  mileage: mileagePolicySchema.default(emptyMileagePolicy),
});
export type SpendPolicy = z.output<typeof spendPolicySchema>;

export const emptySpendPolicy: SpendPolicy = {
  sales: {},
  placement: {},
  maxDaysBack: defaultMaxDaysBack,
  mileage: emptyMileagePolicy,
};

/** Where the policy lives in the Store. */
export const SPEND_POLICY_PATH = 'spend_policy';

export function ruleOf(
  policy: SpendPolicy,
  side: SpendSide,
  category: PolicyCategory,
  kind: PolicyRuleKind,
): PolicyRule | undefined {
  return policy[side][category]?.[kind];
}
