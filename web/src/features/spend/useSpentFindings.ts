import { useMemo } from 'react';
import type { SpendSide } from '@domain/spend/sides';
import { isOrgDay } from '@domain/time/orgTime';
import type { SpendPolicy } from '@domain/spendEntries/spendPolicy';
import { orgToday } from './spentDays';
import type { SpentFormValues } from './spentForm';
import { policyFindings } from './spentPolicy';
import { useEarlierSameDay } from './useEarlierSameDay';

/**
 * What the spend policy finds in the entry as typed: the limits it breaks on its chosen day
 * (the day while it is a real one, else today), counting the spends saved earlier that day.
 */
export function useSpentFindings(
  side: SpendSide,
  typed: SpentFormValues,
  billCount: number,
  policy: SpendPolicy,
  correctingId?: string,
) {
  /** The chosen day while it is a real day; the title and the daily limits follow it. */
  const chosenDay = isOrgDay(typed.day) ? typed.day : orgToday();
  const earlierToday = useEarlierSameDay(chosenDay, correctingId);
  const findings = useMemo(
    () => policyFindings(side, typed, billCount, policy, earlierToday),
    [side, typed, billCount, policy, earlierToday],
  );
  return { chosenDay, findings };
}
