import { pathMetres, type DistanceTable } from './distances.js';

/** A gain smaller than this (metres) is rounding, not a shorter path: it stops the search looping. */
const EPSILON = 1e-6;

/** From the start, always the nearest stop not yet visited; `first` (a table index) taken first if given. */
export function nearestNeighbourPath(table: DistanceTable, first?: number): number[] {
  const { size, metres } = table;
  const left = new Set<number>();
  for (let i = 1; i < size; i += 1) left.add(i);
  const order = [0];
  if (first !== undefined) {
    order.push(first);
    left.delete(first);
  }
  while (left.size > 0) {
    const row = (order[order.length - 1] as number) * size;
    let nearest = -1;
    for (const stop of left)
      if (nearest === -1 || (metres[row + stop] as number) < (metres[row + nearest] as number))
        nearest = stop;
    order.push(nearest);
    left.delete(nearest);
  }
  return order;
}

/**
 * One sweep of 2-opt over the path, each improving move (path[i..j] reversed in place) made as it is
 * found and the sweep going on from it; whether any was made.
 */
function twoOptSweep({ size, metres }: DistanceTable, path: number[]): boolean {
  // Indexes into the table by hand, no helper called: a phone's first plan runs before its code is
  // optimised, where every call costs.
  const n = path.length;
  let improved = false;
  for (let i = 1; i < n - 1; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      const aRow = (path[i - 1] as number) * size;
      const b = path[i] as number;
      const c = path[j] as number;
      const after = j + 1 < n ? (path[j + 1] as number) : -1;
      const before = (metres[aRow + b] as number) + (after === -1 ? 0 : (metres[c * size + after] as number));
      const change = (metres[aRow + c] as number) + (after === -1 ? 0 : (metres[b * size + after] as number));
      if (change < before - EPSILON) {
        for (let x = i, y = j; x < y; x += 1, y -= 1) {
          const kept = path[x] as number;
          path[x] = path[y] as number;
          path[y] = kept;
        }
        improved = true;
      }
    }
  }
  return improved;
}

/**
 * One sweep of or-opt (a run of 1 to 3 stops moved between two other neighbours, either way round),
 * each improving move made as it is found; whether any was made. The gain of each candidate is counted
 * on the path as it is; only a move made builds a new one.
 */
function orOptSweep({ size, metres }: DistanceTable, path: number[]): boolean {
  const n = path.length;
  let improved = false;
  for (let length = 1; length <= 3; length += 1) {
    for (let i = 1; i + length <= n; i += 1) {
      const j = i + length - 1;
      const prevRow = (path[i - 1] as number) * size;
      const head = path[i] as number;
      const tail = path[j] as number;
      const after = j + 1 < n ? (path[j + 1] as number) : -1;
      const saved =
        (metres[prevRow + head] as number) +
        (after === -1 ? 0 : (metres[tail * size + after] as number) - (metres[prevRow + after] as number));
      const headRow = head * size;
      const tailRow = tail * size;
      for (let k = 0; k < n; k += 1) {
        if (k >= i - 1 && k <= j) continue;
        const pRow = (path[k] as number) * size;
        const q = k + 1 < n ? (path[k + 1] as number) : -1;
        const cut = q === -1 ? 0 : (metres[pRow + q] as number);
        const forward =
          (metres[pRow + head] as number) + (q === -1 ? 0 : (metres[tailRow + q] as number)) - cut;
        const turned =
          (metres[pRow + tail] as number) + (q === -1 ? 0 : (metres[headRow + q] as number)) - cut;
        if ((forward < turned ? forward : turned) < saved - EPSILON) {
          const run = path.slice(i, j + 1);
          if (turned < forward) run.reverse();
          const rest = [...path.slice(0, i), ...path.slice(j + 1)];
          const at = k < i ? k + 1 : k + 1 - length;
          path.splice(0, n, ...rest.slice(0, at), ...run, ...rest.slice(at));
          improved = true;
          break;
        }
      }
    }
  }
  return improved;
}

/** The path made shorter by 2-opt and or-opt moves until neither finds one (a local optimum). */
export function improvedPath(table: DistanceTable, start: readonly number[]): number[] {
  const path = [...start];
  // Every move made shortens the path, so this ends: when a sweep of each finds none.
  while (twoOptSweep(table, path) || orOptSweep(table, path)) {
    // Sweeping on.
  }
  return path;
}

/** The path made shorter by 2-opt moves alone until none is found: a quick first cut. */
function twoOptPath(table: DistanceTable, start: readonly number[]): number[] {
  const path = [...start];
  while (twoOptSweep(table, path)) {
    // Sweeping on.
  }
  return path;
}

/** Up to this many stops every start is improved fully and random orders are tried too. */
const FEW_STOPS = 12;

/**
 * How many random orders, each improved in turn, are tried besides the nearest-neighbour ones: some 30
 * for 11 and 12 stops, none above, where each search costs more and a slow phone's first plan (its
 * code not yet optimised) must stay quick. Kicking the best path (a double bridge) left it in the same
 * local optimum on the sets tried; fresh orders did not.
 */
const restartsFor = (stops: number) => (stops > FEW_STOPS ? 0 : Math.ceil(360 / stops));

/** Nearest neighbour is tried from the start, and with each of the next nearest stops taken first. */
const FIRST_STOPS = 6;

/** The stops of `path` (all but the start) in an order drawn from `next` (Fisher-Yates). */
function shuffled(path: readonly number[], next: () => number): number[] {
  const out = [...path];
  for (let i = out.length - 1; i > 1; i -= 1) {
    const j = 1 + Math.floor(next() * i);
    [out[i], out[j]] = [out[j] as number, out[i] as number];
  }
  return out;
}

/** A fixed sequence in [0, 1) (a linear congruential generator): the same stops plan the same way. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A short open path from point 0 through every other point: nearest neighbour from the start and with
 * each of the next few nearest stops taken first, then some random orders, each improved by 2-opt and
 * or-opt, the shortest kept. Above `FEW_STOPS` each start gets 2-opt alone and only the two shortest
 * get or-opt too (or-opt's sweeps cost most, and a phone's first plan runs before its code is
 * optimised: 25 stops in some 20-40 ms at 4x throttle instead of 70-150, 0.1 % longer on average).
 * Not always the shortest path, but within a few percent of it.
 */
export function heuristicPath(table: DistanceTable): number[] {
  const many = table.size - 1 > FEW_STOPS;
  let best = (many ? twoOptPath : improvedPath)(table, nearestNeighbourPath(table));
  let bestMetres = pathMetres(table, best);
  const keep = (path: number[]) => {
    const metres = pathMetres(table, path);
    if (metres < bestMetres - EPSILON) {
      best = path;
      bestMetres = metres;
    }
  };
  const { size, metres } = table;
  const firsts = Array.from({ length: size - 1 }, (_, i) => i + 1)
    .sort((a, b) => (metres[a] as number) - (metres[b] as number))
    .slice(1, FIRST_STOPS);
  if (many) {
    // Many stops: each start gets 2-opt alone, and only the two shortest of those or-opt as well.
    const cuts = [best, ...firsts.map((first) => twoOptPath(table, nearestNeighbourPath(table, first)))]
      .map((path) => ({ path, metres: pathMetres(table, path) }))
      .sort((a, b) => a.metres - b.metres);
    for (const cut of cuts.slice(0, 2)) keep(improvedPath(table, cut.path));
    return best;
  }
  for (const first of firsts) keep(improvedPath(table, nearestNeighbourPath(table, first)));
  if (size < 5) return best;
  const next = sequence(size);
  for (let restart = restartsFor(size - 1); restart > 0; restart -= 1)
    keep(improvedPath(table, shuffled(best, next)));
  return best;
}
