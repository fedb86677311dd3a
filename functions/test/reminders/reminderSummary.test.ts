import { describe, expect, it } from 'vitest';
import { reminderBadgeCount, reminderSummaryText } from '../../src/domain/reminders/reminderSummary.js';

describe("the reminder's summary", () => {
  it.each([
    [{ overdue: 3, today: 2, refused: 1 }, '3 overdue, 2 due today; 1 spend refused'],
    [{ overdue: 1, today: 0, refused: 0 }, '1 overdue'],
    [{ overdue: 0, today: 1, refused: 0 }, '1 due today'],
    [{ overdue: 0, today: 0, refused: 2 }, '2 spends refused'],
    [{ overdue: 2, today: 0, refused: 3 }, '2 overdue; 3 spends refused'],
    [{ overdue: 0, today: 4, refused: 1 }, '4 due today; 1 spend refused'],
  ])('%o reads %s', (counts, text) => {
    expect(reminderSummaryText(counts)).toBe(text);
    expect(reminderBadgeCount(counts)).toBe(counts.overdue + counts.today + counts.refused);
  });

  it('says nothing when nothing is due or refused', () => {
    expect(reminderSummaryText({ overdue: 0, today: 0, refused: 0 })).toBeNull();
  });
});
