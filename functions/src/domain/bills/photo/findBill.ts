import { fourSides, hullOf, rowEnds } from './outline.js';
import { boxSum, shrunk, summedAreas, type Gray } from './pixels.js';

export interface Point {
  x: number;
  y: number;
}

/** A bill's four corners in the photo: top left, top right, bottom right, bottom left. */
export type Quad = readonly [Point, Point, Point, Point];

/** The long side the bill is looked for at: its outline needs no more. */
const LOOK_SIDE_PX = 400;
/** The blur before the paper is split from its ground: wide enough to smooth a granite or wood grain. */
const BLUR_RADIUS = 4;
/** How far inside its outline the sheet is cut, as a share of its size. */
const INSET = 0.015;
/** A bill smaller than this share of the photo is not what was photographed. */
const LEAST_SHARE = 0.12;
/** How much of its own four-sided outline the paper spans: below this it is not a sheet. */
const FOUR_SIDED = 0.75;

/** The threshold that best splits the image's light into two (Otsu): the paper from what it lies on. */
function splitLight(image: Gray): number {
  const counts = new Float64Array(256);
  for (const value of image.data) counts[value] = (counts[value] ?? 0) + 1;
  const total = image.data.length;
  let sum = 0;
  counts.forEach((count, value) => {
    sum += count * value;
  });
  let below = 0;
  let belowSum = 0;
  let best = 0;
  let threshold = 127;
  for (let value = 0; value < 256; value += 1) {
    below += counts[value] ?? 0;
    if (below === 0 || below === total) continue;
    belowSum += value * (counts[value] ?? 0);
    const meanBelow = belowSum / below;
    const meanAbove = (sum - belowSum) / (total - below);
    const between = below * (total - below) * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = value;
    }
  }
  return threshold;
}

/** The image with each pixel the mean of the box `radius` around it. */
function blurred(image: Gray, radius: number): Gray {
  const { width, height } = image;
  const { sums } = summedAreas(image);
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const top = Math.max(0, y - radius);
    const bottom = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x += 1) {
      const left = Math.max(0, x - radius);
      const right = Math.min(width, x + radius + 1);
      data[y * width + x] =
        boxSum(sums, width + 1, left, top, right, bottom) / ((right - left) * (bottom - top));
    }
  }
  return { width, height, data };
}

/** The pixels of the largest region of light pixels touching each other (side by side or above). */
function largestLightRegion(image: Gray, threshold: number): number[] {
  const { width, height, data } = image;
  const seen = new Uint8Array(width * height);
  let largest: number[] = [];
  for (let start = 0; start < data.length; start += 1) {
    if (seen[start] === 1 || (data[start] ?? 0) <= threshold) continue;
    const region: number[] = [];
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const at = stack.pop() ?? 0;
      region.push(at);
      const x = at % width;
      const neighbours = [x > 0 ? at - 1 : -1, x < width - 1 ? at + 1 : -1, at - width, at + width];
      for (const next of neighbours) {
        if (next < 0 || next >= data.length || seen[next] === 1 || (data[next] ?? 0) <= threshold) continue;
        seen[next] = 1;
        stack.push(next);
      }
    }
    if (region.length > largest.length) largest = region;
  }
  return largest;
}

/** The region's four corners: its points furthest towards each corner of the photo. */
function cornersOf(region: readonly number[], width: number): Quad {
  let topLeft = { x: 0, y: 0, key: Infinity };
  let bottomRight = { x: 0, y: 0, key: -Infinity };
  let topRight = { x: 0, y: 0, key: -Infinity };
  let bottomLeft = { x: 0, y: 0, key: Infinity };
  for (const at of region) {
    const x = at % width;
    const y = Math.floor(at / width);
    if (x + y < topLeft.key) topLeft = { x, y, key: x + y };
    if (x + y > bottomRight.key) bottomRight = { x, y, key: x + y };
    if (x - y > topRight.key) topRight = { x, y, key: x - y };
    if (x - y < bottomLeft.key) bottomLeft = { x, y, key: x - y };
  }
  const point = ({ x, y }: Point) => ({ x, y });
  return [point(topLeft), point(topRight), point(bottomRight), point(bottomLeft)];
}

/** How much lighter paper is than what it lies on, at the least (of 255). */
const LEAST_CONTRAST = 40;

/** Whether the region is clearly lighter than the rest of the photo: paper, not one of two tones of wood. */
function standsOut(image: Gray, region: readonly number[]): boolean {
  let sum = 0;
  for (const at of region) sum += image.data[at] ?? 0;
  const total = image.data.reduce((all, value) => all + value, 0);
  const rest = image.data.length - region.length;
  return rest === 0 || sum / region.length - (total - sum) / rest >= LEAST_CONTRAST;
}

/**
 * The area the region spans, row by row from its leftmost pixel to its rightmost: a shadow or a
 * line of print inside the sheet leaves holes in the region, never in its span.
 */
function spanArea(region: readonly number[], width: number): number {
  const ends = rowEnds(region, width);
  let area = 0;
  for (let index = 0; index + 1 < ends.length; index += 2)
    area += (ends[index + 1]?.x ?? 0) - (ends[index]?.x ?? 0) + 1;
  return area;
}

/** The quad with each corner inside the image: a sheet running off the photo ends at its edge. */
function clamped(quad: Quad, image: Gray): Quad {
  const inside = ({ x, y }: Point) => ({
    x: Math.min(image.width - 1, Math.max(0, x)),
    y: Math.min(image.height - 1, Math.max(0, y)),
  });
  const [topLeft, topRight, bottomRight, bottomLeft] = quad;
  return [inside(topLeft), inside(topRight), inside(bottomRight), inside(bottomLeft)];
}

/** The share of the photo's width and height at its edges taken to be ground, not sheet. */
const EDGE_BAND = 0.04;

/**
 * The image's light above the ground's, the ground's light a plane fitted to the photo's edges (a
 * sheet lies inside them): a shadow or a lamp's fall-off across the whole table is taken out, so
 * shadowed paper still stands above the shadowed ground beside it.
 */
function offGround(image: Gray): Gray {
  const { width, height, data } = image;
  const bandX = Math.max(1, Math.round(width * EDGE_BAND));
  const bandY = Math.max(1, Math.round(height * EDGE_BAND));
  // Least squares for v = a + b x + c y over the edge band: the normal equations' sums.
  const sums = { n: 0, x: 0, y: 0, xx: 0, yy: 0, xy: 0, v: 0, xv: 0, yv: 0 };
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      if (x >= bandX && x < width - bandX && y >= bandY && y < height - bandY) continue;
      const v = data[y * width + x] ?? 0;
      sums.n += 1;
      sums.x += x;
      sums.y += y;
      sums.xx += x * x;
      sums.yy += y * y;
      sums.xy += x * y;
      sums.v += v;
      sums.xv += x * v;
      sums.yv += y * v;
    }
  const [a = 0, b = 0, c = 0] = solve3(
    [
      [sums.n, sums.x, sums.y],
      [sums.x, sums.xx, sums.xy],
      [sums.y, sums.xy, sums.yy],
    ],
    [sums.v, sums.xv, sums.yv],
  );
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const above = (data[y * width + x] ?? 0) - (a + b * x + c * y);
      out[y * width + x] = Math.max(0, Math.min(255, 128 + above));
    }
  return { width, height, data: out };
}

/** Three equations in three unknowns, by Cramer's rule. */
function solve3(m: number[][], v: number[]): number[] {
  const det = (r: number[][]) =>
    (r[0]?.[0] ?? 0) * ((r[1]?.[1] ?? 0) * (r[2]?.[2] ?? 0) - (r[1]?.[2] ?? 0) * (r[2]?.[1] ?? 0)) -
    (r[0]?.[1] ?? 0) * ((r[1]?.[0] ?? 0) * (r[2]?.[2] ?? 0) - (r[1]?.[2] ?? 0) * (r[2]?.[0] ?? 0)) +
    (r[0]?.[2] ?? 0) * ((r[1]?.[0] ?? 0) * (r[2]?.[1] ?? 0) - (r[1]?.[1] ?? 0) * (r[2]?.[0] ?? 0));
  const whole = det(m);
  if (whole === 0) return [0, 0, 0];
  return [0, 1, 2].map(
    (column) =>
      det(m.map((row, index) => row.map((cell, at) => (at === column ? (v[index] ?? 0) : cell)))) / whole,
  );
}

/** The area a four-sided outline encloses (the shoelace formula). */
export function quadArea(quad: Quad): number {
  let twice = 0;
  quad.forEach((point, index) => {
    const next = quad[(index + 1) % 4] ?? point;
    twice += point.x * next.y - next.x * point.y;
  });
  return Math.abs(twice) / 2;
}

/**
 * Where the bill lies in the photo: the largest region of paper-light pixels, when it is four-sided
 * and a fair share of the photo but not all of it, as its corners in the photo's own pixels; null
 * when the photo is all bill (a scan, a screenshot) or no sheet stands out from what it lies on.
 */
export function findBill(photo: Gray): Quad | null {
  const { image, scale } = shrunk(photo, LOOK_SIDE_PX);
  const soft = offGround(blurred(image, BLUR_RADIUS));
  const region = largestLightRegion(soft, splitLight(soft));
  const share = region.length / soft.data.length;
  const corners = clamped(
    fourSides(hullOf(rowEnds(region, soft.width))) ?? cornersOf(region, soft.width),
    soft,
  );
  const outline = quadArea(corners);
  if (share < LEAST_SHARE || !standsOut(soft, region)) return null;
  if (outline === 0 || spanArea(region, soft.width) / outline < FOUR_SIDED) return null;
  const inset = Math.min(soft.width, soft.height) * 0.02;
  const atEdges = corners.every(
    ({ x, y }) => (x <= inset || x >= soft.width - 1 - inset) && (y <= inset || y >= soft.height - 1 - inset),
  );
  if (atEdges) return null;
  // A little inside the outline: the blur spreads the paper's edge onto the ground by a pixel or two.
  const centre = {
    x: corners.reduce((sum, { x }) => sum + x, 0) / 4,
    y: corners.reduce((sum, { y }) => sum + y, 0) / 4,
  };
  const inPhoto = ({ x, y }: Point) => ({
    x: (centre.x + (x - centre.x) * (1 - INSET) + 0.5) / scale,
    y: (centre.y + (y - centre.y) * (1 - INSET) + 0.5) / scale,
  });
  const [topLeft, topRight, bottomRight, bottomLeft] = corners;
  return [inPhoto(topLeft), inPhoto(topRight), inPhoto(bottomRight), inPhoto(bottomLeft)];
}
