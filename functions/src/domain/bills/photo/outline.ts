import type { Point, Quad } from './findBill.js';

/** The region's outline points: each row's leftmost and rightmost pixel (enough for its convex hull). */
export function rowEnds(region: readonly number[], width: number): Point[] {
  const rows = new Map<number, { left: number; right: number }>();
  for (const at of region) {
    const y = Math.floor(at / width);
    const x = at % width;
    const row = rows.get(y);
    if (row === undefined) rows.set(y, { left: x, right: x });
    else {
      row.left = Math.min(row.left, x);
      row.right = Math.max(row.right, x);
    }
  }
  return [...rows.entries()].flatMap(([y, { left, right }]) => [
    { x: left, y },
    { x: right, y },
  ]);
}

const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** The convex hull of the points, counter-clockwise in image coordinates (Andrew's monotone chain). */
export function hullOf(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (sorted.length < 3) return sorted;
  const half = (list: readonly Point[]) => {
    const chain: Point[] = [];
    for (const point of list) {
      while (chain.length >= 2 && cross(chain.at(-2) ?? point, chain.at(-1) ?? point, point) <= 0)
        chain.pop();
      chain.push(point);
    }
    chain.pop();
    return chain;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

interface Side {
  from: Point;
  to: Point;
  length: number;
}

/** Two edges this close in direction (radians) are one side of the sheet. */
const SAME_SIDE = 0.26;

const angleOf = ({ from, to }: { from: Point; to: Point }) => Math.atan2(to.y - from.y, to.x - from.x);
const turn = (a: number, b: number) => Math.abs(Math.atan2(Math.sin(b - a), Math.cos(b - a)));

/** The hull's edges merged into sides: consecutive edges that keep their direction are one. */
function sidesOf(hull: readonly Point[]): Side[] {
  const sides: Side[] = [];
  hull.forEach((from, index) => {
    const to = hull[(index + 1) % hull.length] ?? from;
    const length = Math.hypot(to.x - from.x, to.y - from.y);
    if (length === 0) return;
    const last = sides.at(-1);
    if (last && turn(angleOf(last), angleOf({ from, to })) < SAME_SIDE) {
      last.to = to;
      last.length += length;
    } else sides.push({ from, to, length });
  });
  const first = sides[0];
  const last = sides.at(-1);
  if (first && last && sides.length > 1 && turn(angleOf(last), angleOf(first)) < SAME_SIDE) {
    first.from = last.from;
    first.length += last.length;
    sides.pop();
  }
  return sides;
}

/** Where the lines through two sides cross, if they are not parallel. */
function crossing(a: Side, b: Side): Point | null {
  const d1 = { x: a.to.x - a.from.x, y: a.to.y - a.from.y };
  const d2 = { x: b.to.x - b.from.x, y: b.to.y - b.from.y };
  const denominator = d1.x * d2.y - d1.y * d2.x;
  if (Math.abs(denominator) < 1e-9) return null;
  const t = ((b.from.x - a.from.x) * d2.y - (b.from.y - a.from.y) * d2.x) / denominator;
  return { x: a.from.x + t * d1.x, y: a.from.y + t * d1.y };
}

/** How far from square a photographed sheet's corners are, at the most (radians): its perspective. */
const SQUARE_WITHIN = 0.6;
/** How far from parallel a sheet's opposite sides are, at the most (radians). */
const PARALLEL_WITHIN = 0.5;

/**
 * Whether four sides, in order round the outline, are a sheet's: each corner near square and each
 * side near parallel to its opposite. A shadow's edge across a corner is neither.
 */
function sheetLike(four: readonly Side[]): boolean {
  if (four.length !== 4) return false;
  const angles = four.map(angleOf);
  return angles.every((angle, index) => {
    const next = angles[(index + 1) % 4] ?? angle;
    const opposite = angles[(index + 2) % 4] ?? angle;
    return (
      Math.abs(turn(angle, next) - Math.PI / 2) <= SQUARE_WITHIN &&
      Math.abs(turn(angle, opposite) - Math.PI) <= PARALLEL_WITHIN
    );
  });
}

/**
 * The sheet's four corners from its outline: the four longest sides of its convex hull, in order round
 * it, each pair of neighbours crossed. A corner a shadow cut off the region is found where its two
 * sides meet. Null when the outline has no four clear sides.
 */
export function fourSides(hull: readonly Point[]): Quad | null {
  const sides = sidesOf(hull);
  if (sides.length < 4) return null;
  const longest = new Set([...sides].sort((a, b) => b.length - a.length).slice(0, 4));
  const four = sides.filter((side) => longest.has(side));
  if (!sheetLike(four)) return null;
  const corners: Point[] = [];
  for (const [index, side] of four.entries()) {
    const next = four[(index + 1) % four.length];
    const corner = next ? crossing(side, next) : null;
    if (corner === null) return null;
    corners.push(corner);
  }
  // In the photo's order: top left, top right, bottom right, bottom left.
  const pick = (score: (point: Point) => number) =>
    corners.reduce(
      (best, point) => (score(point) < score(best) ? point : best),
      corners[0] ?? { x: 0, y: 0 },
    );
  const quad: Quad = [
    pick(({ x, y }) => x + y),
    pick(({ x, y }) => y - x),
    pick(({ x, y }) => -(x + y)),
    pick(({ x, y }) => x - y),
  ];
  return new Set(quad).size === 4 ? quad : null;
}
