import { parseAmountText } from '../../lib/amountText';
import type { SpendSide } from '@domain/spend/sides';
import { spendAmountNames, type SpendAmounts } from '@domain/spend/spendFields';
import { checkPolicy, type PolicyFinding } from '@domain/spendEntries/spendFlags';
import type { SpendPolicy } from '@domain/spendEntries/spendPolicy';
import type { FormFieldProblem } from '../../lib/formCheck';
import type { AmountName, SpentField, SpentFormValues } from './spentForm';

/** The amounts as typed, as numbers (what is not a number yet counts as 0: the form check says why). */
export function amountsOf(values: SpentFormValues): SpendAmounts {
  const entries = spendAmountNames.map((name) => [name, parseAmountText(values[name]) ?? 0] as const);
  return Object.fromEntries(entries) as SpendAmounts;
}

/**
 * The limits the entry as typed breaks, by the same domain rule the server applies on save. `earlierToday`
 * is what the phone knows of the same day's other spends (the server adds what it stores).
 */
export function policyFindings(
  side: SpendSide,
  values: SpentFormValues,
  billCount: number,
  policy: SpendPolicy,
  earlierToday: Partial<SpendAmounts> = {},
): PolicyFinding[] {
  return checkPolicy({ side, amounts: amountsOf(values), billCount, earlierToday, policy });
}

/** The inline messages of each amount field. */
export function findingsByField(
  findings: readonly PolicyFinding[],
): Partial<Record<AmountName, PolicyFinding[]>> {
  const byField: Partial<Record<AmountName, PolicyFinding[]>> = {};
  for (const finding of findings) (byField[finding.field] ??= []).push(finding);
  return byField;
}

/** What refuses the save: the blocking findings, as field problems. */
export function blockingProblems(findings: readonly PolicyFinding[]): FormFieldProblem<SpentField>[] {
  return findings.filter((finding) => finding.block).map(({ field, message }) => ({ field, message }));
}
