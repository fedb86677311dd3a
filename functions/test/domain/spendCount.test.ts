import { describe, expect, it } from 'vitest';
import { spendCount } from '../../src/domain/spendEntries/spendCount.js';

describe('a count of spends', () => {
  it('says 1 spend, never 1 spends', () => {
    expect([0, 1, 2, 45].map(spendCount)).toEqual(['0 spends', '1 spend', '2 spends', '45 spends']);
  });
});
