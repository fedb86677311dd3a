import type { DistanceTable } from './distances.js';

/**
 * The shortest open path from point 0 through every other point of the table once (Held-Karp dynamic
 * programming over the sets of points visited: n² 2ⁿ steps, some 100,000 for 10 stops). Returns the
 * stops' order as table indexes, 0 (the start) first.
 */
export function exactPath(table: DistanceTable): number[] {
  const { size, metres } = table;
  const stops = size - 1;
  if (stops <= 0) return [0];
  const full = (1 << stops) - 1;
  // best[mask * stops + last]: the shortest path from the start through the stops in `mask`, ending at
  // `last` (a member of mask); from[...] the stop before `last` on it (-1: the start).
  const best = new Float64Array((full + 1) * stops).fill(Infinity);
  const from = new Int8Array((full + 1) * stops).fill(-1);
  for (let last = 0; last < stops; last += 1) best[(1 << last) * stops + last] = metres[last + 1] as number;
  // Only the stops in a set end a path through it, and only those outside it extend it: each loop walks
  // those bits alone (lowest first), half the steps of testing every stop, which a phone's first plan,
  // run before its code is optimised, pays for one by one.
  for (let mask = 1; mask <= full; mask += 1) {
    for (let ends = mask; ends !== 0; ends &= ends - 1) {
      const last = 31 - Math.clz32(ends & -ends);
      const at = mask * stops + last;
      const here = best[at] as number;
      if (here === Infinity) continue;
      const row = (last + 1) * size + 1;
      for (let outside = full & ~mask; outside !== 0; outside &= outside - 1) {
        const bit = outside & -outside;
        const next = 31 - Math.clz32(bit);
        const slot = (mask | bit) * stops + next;
        const length = here + (metres[row + next] as number);
        if (length < (best[slot] as number)) {
          best[slot] = length;
          from[slot] = last;
        }
      }
    }
  }
  let end = 0;
  for (let last = 1; last < stops; last += 1)
    if ((best[full * stops + last] as number) < (best[full * stops + end] as number)) end = last;
  const order: number[] = [];
  let mask = full;
  let last = end;
  while (last !== -1) {
    order.push(last + 1);
    const before = from[mask * stops + last] as number;
    mask &= ~(1 << last);
    last = before;
  }
  return [0, ...order.reverse()];
}
