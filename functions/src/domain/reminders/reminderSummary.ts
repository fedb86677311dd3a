/** What the morning reminder counts for one person: follow-ups overdue and due today, spends refused. */
export interface ReminderCounts {
  overdue: number;
  today: number;
  refused: number;
}

/**
 * The reminder's one line, '3 overdue, 2 due today; 1 spend refused', each part only when it counts
 * something; null when nothing does (such a person gets no reminder). The push and the first open of
 * the day say the same.
 */
export function reminderSummaryText({ overdue, today, refused }: ReminderCounts): string | null {
  const due = [
    ...(overdue > 0 ? [`${String(overdue)} overdue`] : []),
    ...(today > 0 ? [`${String(today)} due today`] : []),
  ].join(', ');
  const spends = refused > 0 ? `${String(refused)} spend${refused === 1 ? '' : 's'} refused` : '';
  const text = [due, spends].filter((part) => part !== '').join('; ');
  return text === '' ? null : text;
}

/** What the app badge shows: every item the summary counts. */
export function reminderBadgeCount({ overdue, today, refused }: ReminderCounts): number {
  return overdue + today + refused;
}
