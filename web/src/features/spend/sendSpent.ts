import type { CorrectSpendInput } from '@domain/api/correctSpend';
import type { SpendEntryView } from '@domain/api/spendEntryView';
import type { SpendSide } from '@domain/spend/sides';
import type { CallEntry, NewEntry } from '../../lib/submission/entry';
import { outbox, type SubmitOutcome } from '../../lib/submission/outbox';
import { newRequestId } from '../../lib/submission/requestId';
import { correctText } from './mySpends/mySpendsText';
import { spendSummary, type SpendSave, type SpentFormValues } from './spentForm';

export interface QueuedSpend {
  billIds: string[];
  after: string[];
  capturedAt?: number | undefined;
}

/**
 * The bills a queued spend opened by Edit already names (photos on the phone) and when it was captured:
 * a save keeps both.
 */
export function queuedSpendOf(entryId: string | undefined): QueuedSpend {
  const entry = outbox.getEntries().find((candidate) => candidate.id === entryId);
  if (entry?.kind !== 'call') return { billIds: [], after: [] };
  const input = (entry as CallEntry<'saveSalesSpend'>).input;
  return {
    billIds: [...(input.billIds ?? [])],
    after: [...(entry.after ?? [])],
    capturedAt: input.capturedAt,
  };
}

export interface SpentSend {
  side: SpendSide;
  save: SpendSave;
  values: SpentFormValues;
  /** The bills just handed to the outbox: their records' ids and their entries. */
  bills: { billIds: string[]; after: string[] };
  queued: QueuedSpend;
  /** The refused entry being corrected, with the ids of the bills it keeps. */
  correcting?: { entry: SpendEntryView; keptBillIds: string[] } | undefined;
  /** The held entry the save replaces. */
  replacing: string | undefined;
}

/** Hands the Spent dialog's entry to the outbox: a correction, a replaced queued entry, or a new one. */
export function sendSpent({
  side,
  save,
  values,
  bills,
  queued,
  correcting,
  replacing,
}: SpentSend): Promise<SubmitOutcome> {
  const after = [...queued.after, ...bills.after];
  const newBillIds = [...queued.billIds, ...bills.billIds];
  if (correcting) {
    return outbox.submit({
      kind: 'call',
      callable: 'correctSpend',
      input: {
        ...save.fields,
        side: save.side,
        entryId: correcting.entry.id,
        billIds: [...correcting.keptBillIds, ...newBillIds],
        requestId: newRequestId(),
      } as CorrectSpendInput,
      summary: `${correctText.summaryPrefix} ${spendSummary(side, values)}`,
      after,
    });
  }
  const common = { kind: 'call', summary: spendSummary(side, values), after } as const;
  const billIds = newBillIds.length > 0 ? { billIds: newBillIds } : {};
  // The outbox keeps this input as it is now: sent later, it still carries the capture's day and time.
  const captured = { capturedAt: queued.capturedAt ?? Date.now() };
  const draft: NewEntry =
    save.side === 'sales'
      ? {
          ...common,
          callable: 'saveSalesSpend',
          input: { ...save.fields, ...billIds, ...captured, requestId: newRequestId() },
          form: { name: 'saveSalesSpend', values },
        }
      : {
          ...common,
          callable: 'savePlacementSpend',
          input: { ...save.fields, ...billIds, ...captured, requestId: newRequestId() },
          form: { name: 'savePlacementSpend', values },
        };
  return replacing === undefined ? outbox.submit(draft) : outbox.replace(replacing, draft);
}
