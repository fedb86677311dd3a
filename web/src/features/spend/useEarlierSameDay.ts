import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { MySpendsOutput } from '@domain/api/mySpends';
import type { SpendAmounts } from '@domain/spend/spendFields';
import { outbox } from '../../lib/submission/outbox';
import { mySpendsQuery } from './mySpends/api/mySpends';

/**
 * What the phone knows of the signed-in person's other spends on `day` (the entry's chosen day: the
 * daily limits add up that day's spends); the server adds what it stores.
 */
export function useEarlierSameDay(day: string, exceptId: string | undefined): Partial<SpendAmounts> {
  const queryClient = useQueryClient();
  const owner = outbox.getOwner();
  const pages =
    owner === null
      ? undefined
      : queryClient.getQueryData<InfiniteData<MySpendsOutput>>(mySpendsQuery(owner).queryKey);
  const sums: Partial<SpendAmounts> = {};
  for (const entry of pages?.pages.flatMap((page) => page.entries) ?? []) {
    if (entry.day !== day || entry.id === exceptId || entry.state === 'withdrawn') continue;
    for (const [name, amount] of Object.entries(entry.amounts) as [keyof SpendAmounts, number][])
      sums[name] = (sums[name] ?? 0) + amount;
  }
  return sums;
}
