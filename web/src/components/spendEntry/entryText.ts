import type { SpendEntryView } from '@domain/api/spendEntryView';
import { entryStateText } from '@domain/spendEntries/entryMessages';
import { rupeeText } from '@domain/spendEntries/rupees';
import type { EntryEvent } from '@domain/spendEntries/spendEntry';
import type { SettlementMode } from '@domain/settlements/settlement';
import { personName, type NamedPerson } from '@domain/people/personName';
import { orgTimeText } from '@domain/time/orgTime';

/** A settlement's mode inside a sentence: 'by bank transfer', 'by UPI'. */
export const modeInSentence = {
  upi: 'UPI',
  bank: 'bank transfer',
  cash: 'cash',
  adjusted: 'adjustment against the next allocation',
} as const satisfies Record<SettlementMode, string>;

/** The state of an entry in words: 'Waiting for review', 'Approved ₹450.00 of ₹500.00: no bill for fuel'... */
export function stateTextOf(entry: SpendEntryView): string {
  switch (entry.state) {
    case 'approved':
      return entryStateText.approved({
        claimed: entry.amounts.spentAmount,
        approved: entry.approvedAmount ?? entry.amounts.spentAmount,
        reason: entry.reason,
      });
    case 'refused':
      return entryStateText.refused({ reason: entry.reason });
    case 'waiting':
      return entryStateText.waiting();
    case 'withdrawn':
      return entryStateText.withdrawn();
    case 'settled':
      return entryStateText.settled({
        approved: entry.approvedAmount ?? entry.amounts.spentAmount,
        ...(entry.settlement
          ? {
              on: dayText(entry.settlement.date),
              how: `${modeInSentence[entry.settlement.mode as SettlementMode]}${entry.settlement.reference ? ` (${entry.settlement.reference})` : ''}`,
            }
          : {}),
      });
  }
}

/** Who, as the screens name a person: their kept name, else the one made from their email (`personName`). */
export const personText = (by: NamedPerson) => personName(by);

/**
 * One line of an entry's history; `readerUid` is who reads it, named 'you' where they acted ('Saved by
 * you' on My spends).
 */
export function eventText(event: EntryEvent, readerUid?: string): string {
  const when = orgTimeText(event.at);
  const personText = (by: NamedPerson) => (by.uid === readerUid ? 'you' : personName(by));
  switch (event.kind) {
    case 'saved':
      return `${when} Saved by ${personText(event.by)}: spent ${rupeeText(event.values.amounts.spentAmount)}`;
    case 'corrected':
      return `${when} Corrected and resent (version ${String(event.version)}): spent ${rupeeText(event.values.amounts.spentAmount)}`;
    case 'approved':
      return `${when} Approved ${rupeeText(event.amount)} by ${personText(event.by)}`;
    case 'approvedLess':
      return `${when} Approved ${rupeeText(event.amount)} of ${rupeeText(event.claimed)} by ${personText(event.by)}: ${event.reason}`;
    case 'refused':
      return `${when} Refused by ${personText(event.by)}: ${event.reason}`;
    case 'withdrawn':
      return `${when} Withdrawn`;
    case 'billAttached':
      return `${when} Bill attached`;
    case 'settled':
      return `${when} Settled by ${personText(event.by)}`;
    case 'settlementReversed':
      return `${when} Settlement reversed by ${personText(event.by)}: ${event.reason}`;
    case 'reopened':
      return `${when} Reopened by ${personText(event.by)}: ${event.reason}`;
    case 'imported':
      return `${when} Saved before reviews existed`;
  }
}

/** 'YYYY-MM-DD' as the staff write days: 'dd/mm/yyyy'. */
export function dayText(day: string): string {
  const [year, month, date] = day.split('-');
  return year && month && date ? `${date}/${month}/${year}` : day;
}
