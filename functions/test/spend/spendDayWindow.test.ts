import { afterEach, describe, expect, it } from 'vitest';
import { instantOnDay } from '../../src/domain/spend/instantOnDay.js';
import { spendDayProblem, spendDayWindow } from '../../src/domain/spend/spendDayWindow.js';
import { orgDayOf } from '../../src/domain/time/orgTime.js';
import { restoreTimeZone } from '../support/timeZone.js';

/** 23:59:59.999 on 31 March 2026 in Asia/Kolkata, and the next millisecond (1 April). */
const lastMsOfMarch31 = Date.parse('2026-03-31T18:29:59.999Z');
const firstMsOfApril1 = lastMsOfMarch31 + 1;

const rule = (now: number, maxDaysBack = 30, kept?: string) => ({ now, maxDaysBack, kept });

describe('spendDayWindow', () => {
  it("turns over at midnight in Asia/Kolkata, not at the phone's or the server's midnight", () => {
    expect(spendDayWindow(lastMsOfMarch31, 30)).toEqual({ first: '2026-03-01', last: '2026-03-31' });
    expect(spendDayWindow(firstMsOfApril1, 30)).toEqual({ first: '2026-03-02', last: '2026-04-01' });
    expect(spendDayWindow(firstMsOfApril1, 0)).toEqual({ first: '2026-04-01', last: '2026-04-01' });
    expect(spendDayWindow(Date.parse('2026-03-01T06:30:00Z'), 1)).toEqual({
      first: '2026-02-28',
      last: '2026-03-01',
    });
  });
});

describe('spendDayProblem', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    restoreTimeZone(zone);
  });

  it('allows today and up to maxDaysBack days back, and refuses after today with the field message', () => {
    expect(spendDayProblem('2026-03-31', rule(lastMsOfMarch31))).toBeUndefined();
    expect(spendDayProblem('2026-03-01', rule(lastMsOfMarch31))).toBeUndefined();
    expect(spendDayProblem('2026-04-01', rule(lastMsOfMarch31))).toBe('Choose a day no later than today.');
    expect(spendDayProblem('2026-02-28', rule(lastMsOfMarch31))).toBe(
      'Choose a day from 01/03/2026 to today.',
    );
    // One millisecond later it is 1 April in the organisation: that day is today, 1 March too far back.
    expect(spendDayProblem('2026-04-01', rule(firstMsOfApril1))).toBeUndefined();
    expect(spendDayProblem('2026-03-01', rule(firstMsOfApril1))).toBe(
      'Choose a day from 02/03/2026 to today.',
    );
  });

  it('gives a phone in any time zone the same answer for the same instant', () => {
    const localDates: number[] = [];
    const answers = ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Kolkata'].map((tz) => {
      process.env.TZ = tz;
      localDates.push(new Date(lastMsOfMarch31).getDate());
      return ['2026-03-31', '2026-04-01', '2026-03-01', '2026-03-02'].map((day) => [
        spendDayProblem(day, rule(lastMsOfMarch31)),
        spendDayProblem(day, rule(firstMsOfApril1)),
      ]);
    });
    // The zones did apply: the phones' own calendars disagree on the date of that instant.
    expect(new Set(localDates)).toEqual(new Set([31, 1]));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it("keeps an entry's own day allowed once out of the window (a correction need not move it)", () => {
    expect(spendDayProblem('2026-01-10', rule(lastMsOfMarch31, 30, '2026-01-10'))).toBeUndefined();
    expect(spendDayProblem('2026-01-11', rule(lastMsOfMarch31, 30, '2026-01-10'))).toBe(
      'Choose a day from 01/03/2026 to today.',
    );
  });

  it('refuses what is not a real day', () => {
    for (const day of ['2026-02-30', '2026-3-1', '31/03/2026', '']) {
      expect(spendDayProblem(day, rule(lastMsOfMarch31))).toBe('Enter a valid date (yyyy-mm-dd).');
    }
  });
});

describe('instantOnDay', () => {
  it('keeps the first instant on the day, else takes noon of the day in Asia/Kolkata', () => {
    const captured = Date.parse('2026-03-31T17:00:00Z'); // 22:30 on 31 March in Kolkata
    const received = Date.parse('2026-04-02T04:00:00Z');
    expect(instantOnDay('2026-03-31', [captured, received])).toBe(captured);
    expect(instantOnDay('2026-04-02', [captured, received])).toBe(received);
    expect(instantOnDay('2026-04-02', [undefined, received])).toBe(received);
    const noon = instantOnDay('2026-03-30', [captured, received]);
    expect(noon).toBe(Date.parse('2026-03-30T06:30:00Z'));
    expect(orgDayOf(noon)).toBe('2026-03-30');
  });
});
