import type { SpendEntryView } from '@domain/api/spendEntryView';
import { toPaise } from '@domain/spend/money';
import { useListAdvances } from '../../settle/api/advances';

export interface Uncovered {
  allocatedPaise: number;
  heldPaise: number;
}

/**
 * What each waiting spend's Allocated draws on: the owner's open advances (0 when they hold none). A
 * spend whose Allocated is beyond them is uncovered: the server refuses its approval until the payment
 * is recorded. Until the advances are loaded nothing is flagged (the server still checks).
 */
export function useAdvanceCover() {
  const advances = useListAdvances();
  const held = new Map(advances.data?.people.map((person) => [person.uid, person.heldPaise]) ?? []);
  const loaded = advances.isSuccess;
  const uncoveredOf = (entry: SpendEntryView): Uncovered | null => {
    if (!loaded || entry.state !== 'waiting') return null;
    const allocatedPaise = toPaise(entry.amounts.allocatedAmount);
    const heldPaise = held.get(entry.owner.uid) ?? 0;
    return allocatedPaise > heldPaise ? { allocatedPaise, heldPaise } : null;
  };
  return { advances, uncoveredOf };
}
