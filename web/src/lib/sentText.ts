import { orgDayOf } from '@domain/time/orgTime';

/**
 * 'sent 18/11' when an entry dated by when it was made reached the server on another organisation
 * day (an offline visit or spend sent later), else null: the date alone says it all.
 */
export function sentText(madeAt: number, receivedAt: number | undefined): string | null {
  if (receivedAt === undefined) return null;
  const received = orgDayOf(receivedAt);
  if (received === orgDayOf(madeAt)) return null;
  const [, month, day] = received.split('-');
  return `sent ${day ?? ''}/${month ?? ''}`;
}

/** The date text with 'sent 18/11' after it where the entry arrived on another day. */
export function withSentText(dateText: string, madeAt: number, receivedAt: number | undefined): string {
  const sent = sentText(madeAt, receivedAt);
  return sent === null ? dateText : `${dateText} (${sent})`;
}
