import { dayTextOf } from '../../lib/dayText';

/** The Due list's own words. */
export const dueText = {
  move: 'Move',
  drop: 'Drop',
  cancel: 'Cancel',
  saving: 'Saving...',
  newDay: 'New day',
  dropReason: 'Why drop it?',
  moveTitle: (place: string) => `Move the visit to ${place}`,
  dropTitle: (place: string) => `Drop the visit to ${place}`,
  moveSummary: 'Move follow-up',
  dropSummary: 'Drop follow-up',
  moved: (day: string) => `Moved to ${dayTextOf(day)}`,
  dropped: 'Follow-up dropped.',
  kept: 'Kept on this phone: it is sent when you are online.',
  moving: 'Moved on this phone: waiting to be sent.',
  tryAgain: 'Please try again.',
} as const;
