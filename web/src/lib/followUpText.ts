import type { VisitFollowUp } from '@domain/api/followUpViews';

/** After a visit's next visit day: nothing while it is open, else how it was closed. */
export const followUpStateText: Record<VisitFollowUp['state'], string> = {
  open: '',
  done: ' (done)',
  dropped: ' (dropped)',
};

/** 'Overdue 3 days', or '' when it is not late. */
export function overdueText(days: number): string {
  if (days <= 0) return '';
  return `Overdue ${String(days)} day${days === 1 ? '' : 's'}`;
}
