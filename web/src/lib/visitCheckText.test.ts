import { describe, expect, it } from 'vitest';
import { checkText, dayVisitsText, distanceText } from './visitCheckText';

const day = (verified: number, far: number[], unverified: number, tooFast = 0, notAccepted = 0) => ({
  count: verified + far.length + unverified + tooFast + notAccepted,
  verified,
  far,
  unverified,
  notAccepted,
  tooFast,
});

describe('dayVisitsText', () => {
  it('counts the Verified, lists each Far with its distance, and counts the Unverified', () => {
    expect(dayVisitsText(day(2, [4200], 0))).toBe('3 visits that day: 2 Verified, 1 Far (4.2 km)');
    expect(dayVisitsText(day(0, [4200, 6000], 1))).toBe(
      '3 visits that day: 2 Far (4.2 km, 6.0 km), 1 Unverified',
    );
    expect(dayVisitsText(day(1, [], 2))).toBe('3 visits that day: 1 Verified, 2 Unverified');
  });

  it('counts a Too fast visit apart, never as Verified', () => {
    expect(dayVisitsText(day(1, [], 0, 2))).toBe('3 visits that day: 1 Verified, 2 Too fast');
  });

  it('counts a visit beside a pin no admin has accepted as Not accepted, apart from Unverified', () => {
    expect(dayVisitsText(day(0, [], 1, 0, 2))).toBe('3 visits that day: 1 Unverified, 2 Not accepted');
  });

  it('says one visit in the singular and none as none', () => {
    expect(dayVisitsText(day(0, [], 1))).toBe('1 visit that day: 1 Unverified');
    expect(dayVisitsText(day(0, [850], 0))).toBe('1 visit that day: 1 Far (850 m)');
    expect(dayVisitsText(day(0, [], 0))).toBe('No visits that day');
  });
});

describe('distanceText', () => {
  it('gives metres under a kilometre, else kilometres to one decimal', () => {
    expect(distanceText(999)).toBe('999 m');
    expect(distanceText(1000)).toBe('1.0 km');
  });
});

describe('checkText', () => {
  it('says every reason in words (issue 47)', () => {
    const unverified = (extra: object) => checkText({ status: 'unverified', ...extra });
    expect(unverified({ why: 'noReading', reason: 'denied' })).toBe('Unverified: location off');
    expect(unverified({ why: 'noReading', reason: 'timeout' })).toBe('Unverified: no signal in 10 s');
    expect(unverified({ why: 'noReading', reason: 'skipped' })).toBe(
      'Unverified: sent without waiting for the location',
    );
    expect(unverified({ why: 'noReading', reason: 'unanswered' })).toBe(
      'Unverified: the location prompt was not answered in 10 s',
    );
    expect(unverified({ why: 'noReading', reason: 'notAsked' })).toBe(
      'Unverified: location not asked (the rep has not answered Field Tracker’s question)',
    );
    expect(unverified({ why: 'noReading' })).toBe('Unverified: no reading');
    expect(unverified({ why: 'poorReading', accuracy: 350 })).toBe('Unverified: poor accuracy (±350 m)');
    expect(unverified({ why: 'staleReading' })).toBe('Unverified: old reading');
    expect(unverified({ why: 'noPin' })).toBe('Unverified: no pin yet');
    expect(unverified({ why: 'notAccepted', distance: 8 })).toBe(
      'Unverified: pin not accepted yet (8 m from the proposed pin)',
    );
    expect(unverified({ why: 'notAccepted', distance: 4960 })).toBe(
      'Unverified: pin not accepted yet (5.0 km from the proposed pin)',
    );
    expect(checkText({ status: 'verified', distance: 0, tooFast: true, speed: 92 })).toBe(
      'Too fast (92 km/h from the last visit), 0 m from the pin',
    );
    expect(checkText({ status: 'unverified', why: 'noPin', tooFast: true, speed: 92 })).toBe(
      'Too fast (92 km/h from the last visit), Unverified: no pin yet',
    );
  });

  it('says when the phone’s clock was ahead', () => {
    expect(checkText({ status: 'verified', distance: 40, clockAhead: true })).toBe(
      'Verified (40 m), phone clock ahead',
    );
  });
});
