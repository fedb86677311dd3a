import { describe, expect, it } from 'vitest';
import {
  agreeingReadings,
  centreOf,
  evidenceReadingOf,
  spreadOf,
  type EvidenceReading,
  type EvidenceSource,
} from '../../src/domain/visits/location/pinEvidence.js';
import { college, fixAt, northOf } from './harness.js';

const NOW = Date.parse('2026-11-26T10:00:00+05:30');
const DAY = 86_400_000;

const source = (visitId: string, metres: number, extra: Partial<EvidenceSource> = {}): EvidenceSource => ({
  visitId,
  reading: fixAt(metres, NOW),
  uid: 'asha',
  createdAt: NOW,
  ...extra,
});

const readingOf = (...args: Parameters<typeof source>): EvidenceReading => {
  const reading = evidenceReadingOf(source(...args), null);
  if (reading === null) throw new Error('not evidence');
  return reading;
};

const ids = (group: EvidenceReading[] | null) => group?.map((reading) => reading.visitId) ?? null;

describe('a pin needs evidence (issue 47)', () => {
  it('never takes one reading alone', () => {
    expect(agreeingReadings([readingOf('a', 0)])).toBeNull();
    expect(agreeingReadings([])).toBeNull();
  });

  it('needs two readings within 100 m from two people or two days', () => {
    const ravi = { uid: 'ravi' };
    expect(ids(agreeingReadings([readingOf('a', 0), readingOf('b', 99, ravi)]))).toEqual(['a', 'b']);
    expect(agreeingReadings([readingOf('a', 0), readingOf('b', 101, ravi)])).toBeNull();
    // One person on one day, however often: one sighting.
    expect(agreeingReadings([readingOf('a', 0), readingOf('b', 10), readingOf('c', 20)])).toBeNull();
    const tomorrow = { createdAt: NOW + DAY, reading: fixAt(30, NOW + DAY) };
    expect(ids(agreeingReadings([readingOf('a', 0), readingOf('b', 30, tomorrow)]))).toEqual(['a', 'b']);
  });

  it('takes the largest group that agrees, and its centre', () => {
    const ravi = { uid: 'ravi' };
    const group = agreeingReadings([
      readingOf('far1', 5000),
      readingOf('a', 0),
      readingOf('b', 60, ravi),
      readingOf('c', 30, { uid: 'meera' }),
      readingOf('far2', 5050, ravi),
    ]);
    expect(ids(group)).toEqual(['a', 'b', 'c']);
    expect(centreOf(group ?? []).latitude).toBeCloseTo(northOf(30).latitude, 9);
    expect(spreadOf(group ?? [])).toBe(30);
    expect(centreOf([college])).toEqual(college);
  });

  it('counts no reading that is poor, old, Too fast, dated ahead or from before a clear', () => {
    const judged = (extra: Partial<EvidenceSource>, clearedAt: number | null = null) =>
      evidenceReadingOf(source('a', 0, extra), clearedAt);
    expect(judged({})).toMatchObject({ visitId: 'a', uid: 'asha', day: '2026-11-26', accuracy: 15 });
    expect(judged({ reading: fixAt(0, NOW, { accuracy: 101 }) })).toBeNull();
    expect(judged({ reading: fixAt(0, NOW, { age: 60_001 }) })).toBeNull();
    expect(judged({ reading: { kind: 'none', reason: 'denied' } })).toBeNull();
    expect(judged({ reading: undefined })).toBeNull();
    expect(judged({ tooFast: true })).toBeNull();
    expect(judged({ clockAhead: true })).toBeNull();
    expect(judged({}, NOW)).toBeNull();
    expect(judged({}, NOW - 1)).not.toBeNull();
  });
});
