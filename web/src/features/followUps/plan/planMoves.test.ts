import { describe, expect, it } from 'vitest';
import { moved } from './planStops';
import { dropIndexAt } from './useDragReorder';

describe('moving a stop', () => {
  it('takes the item out and puts it at the index it has in the rest', () => {
    expect(moved(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moved(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moved(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
  });

  it('drops a dragged item among the others by where their middles are', () => {
    // Items 40 px high from y = 0: middles at 20, 60, 100, 140.
    const middles = [20, 60, 100, 140];
    expect(dropIndexAt(middles, 0, 10)).toBe(0);
    expect(dropIndexAt(middles, 0, 110)).toBe(2);
    expect(dropIndexAt(middles, 0, 500)).toBe(3);
    expect(dropIndexAt(middles, 3, 50)).toBe(1);
    expect(moved(['a', 'b', 'c', 'd'], 0, dropIndexAt(middles, 0, 110))).toEqual(['b', 'c', 'a', 'd']);
  });
});
