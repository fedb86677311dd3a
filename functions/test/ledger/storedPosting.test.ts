import { describe, expect, it } from 'vitest';
import { lineText, readLineText } from '../../src/domain/ledger/lines.js';
import { readPosting, storedPosting } from '../../src/domain/ledger/posting.js';
import { posting } from './export/exportModel.js';

const approvedLess = posting({
  person: 'u1',
  kind: 'approvedLess',
  day: '2026-11-03',
  entryId: 'e1',
  spendDay: '2026-10-15',
  amounts: { approved: 12_345, advance: 10_000 },
  places: [{ place: 'VJTI Mumbai', claimed: 0, approved: 12_345 }],
  weights: { food: 1, fuel: 2, stay: 0, toll: 0, other: 0 },
});

describe('a posting as stored', () => {
  const texts = [
    '4115 expense:food @ VJTI Mumbai',
    '8230 expense:fuel @ VJTI Mumbai',
    '-10000 advances:u1',
    '-2345 person:u1',
  ];

  it('keeps its lines as one text, a line each, its figures left out, and reads back the same posting', () => {
    const stored = storedPosting(approvedLess);
    expect(stored).not.toHaveProperty('amounts');
    expect(stored.lines).toBe(texts.join('\n'));
    expect(readPosting(JSON.parse(JSON.stringify(stored)))).toEqual(approvedLess);
  });

  it('reads a posting stored with its lines as a list, as booked before', () => {
    const stored = { ...storedPosting(approvedLess), lines: texts };
    expect(readPosting(JSON.parse(JSON.stringify(stored)))).toEqual(approvedLess);
  });

  it('keeps a list of lines when a place holds a line break, and reads it back', () => {
    const place = 'Gate 2\nBlock B';
    const broken = posting({
      person: 'u1',
      kind: 'claim',
      day: '2026-11-03',
      amounts: { claimed: 500 },
      places: [{ place, claimed: 500, approved: 0 }],
      weights: { food: 1, fuel: 0, stay: 0, toll: 0, other: 0 },
    });
    const stored = storedPosting(broken);
    expect(Array.isArray(stored.lines)).toBe(true);
    expect(readPosting(JSON.parse(JSON.stringify(stored)))).toEqual(broken);
  });

  it('reads a posting that moves nothing (stored with no lines) as all zero', () => {
    const nothing = posting({ person: 'u1', day: '2026-11-03', amounts: {}, places: [] });
    const stored = JSON.parse(JSON.stringify(storedPosting(nothing))) as Record<string, unknown>;
    delete stored.lines;
    expect(readPosting(stored)).toEqual(nothing);
  });

  it('reads a line whose place holds spaces, @ and digits back as written', () => {
    const line = { account: 'memo:claimed', paise: -5, place: 'St. Mary @ 12 Road ' };
    expect(readLineText(lineText(line))).toEqual(line);
    expect(readLineText('12.5 bank')).toBeNull();
  });

  it('reads a posting stored before the book had lines as unbooked, with its stored figures', () => {
    const old = { ...storedPosting(approvedLess), lines: undefined, amounts: { approved: 7 } };
    expect(readPosting(JSON.parse(JSON.stringify(old)))).toMatchObject({
      unbooked: true,
      lines: [],
      amounts: { approved: 7, advance: 0 },
    });
  });
});
