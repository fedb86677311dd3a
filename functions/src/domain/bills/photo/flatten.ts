import type { Point, Quad } from './findBill.js';
import type { Gray } from './pixels.js';

/** The eight unknowns of a projective map, solved by Gaussian elimination with partial pivoting. */
function solve(matrix: number[][], values: number[]): number[] {
  const size = values.length;
  const rows = matrix.map((row, index) => [...row, values[index] ?? 0]);
  for (let column = 0; column < size; column += 1) {
    let pivot = column;
    for (let row = column + 1; row < size; row += 1)
      if (Math.abs(rows[row]?.[column] ?? 0) > Math.abs(rows[pivot]?.[column] ?? 0)) pivot = row;
    [rows[column], rows[pivot]] = [rows[pivot] ?? [], rows[column] ?? []];
    const lead = rows[column] ?? [];
    const divisor = lead[column] ?? 1;
    for (let row = 0; row < size; row += 1) {
      if (row === column) continue;
      const current = rows[row] ?? [];
      const factor = (current[column] ?? 0) / divisor;
      for (let at = column; at <= size; at += 1) current[at] = (current[at] ?? 0) - factor * (lead[at] ?? 0);
    }
  }
  return rows.map((row, index) => (row[size] ?? 0) / (row[index] ?? 1));
}

/** The projective map taking each of `from`'s corners to `to`'s: (x, y) → (a x + b y + c, d x + e y + f) / (g x + h y + 1). */
export function projection(from: Quad, to: Quad): (point: Point) => Point {
  const matrix: number[][] = [];
  const values: number[] = [];
  from.forEach(({ x, y }, index) => {
    const target = to[index] ?? { x: 0, y: 0 };
    matrix.push([x, y, 1, 0, 0, 0, -x * target.x, -y * target.x]);
    values.push(target.x);
    matrix.push([0, 0, 0, x, y, 1, -x * target.y, -y * target.y]);
    values.push(target.y);
  });
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = solve(matrix, values);
  return ({ x, y }) => {
    const w = g * x + h * y + 1;
    return { x: (a * x + b * y + c) / w, y: (d * x + e * y + f) / w };
  };
}

const length = (from: Point, to: Point) => Math.hypot(to.x - from.x, to.y - from.y);

/**
 * The bill as if photographed straight on: the quad's contents drawn into an upright rectangle as wide
 * as its longer top or bottom edge and as tall as its longer side, each pixel sampled
 * from the photo between its four nearest pixels.
 */
export function flattened(photo: Gray, quad: Quad): Gray {
  const [topLeft, topRight, bottomRight, bottomLeft] = quad;
  const width = Math.max(1, Math.round(Math.max(length(topLeft, topRight), length(bottomLeft, bottomRight))));
  const height = Math.max(
    1,
    Math.round(Math.max(length(topLeft, bottomLeft), length(topRight, bottomRight))),
  );
  const rectangle: Quad = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
  const toPhoto = projection(rectangle, quad);
  const data = new Uint8Array(width * height);
  const last = { x: photo.width - 1, y: photo.height - 1 };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const source = toPhoto({ x: x + 0.5, y: y + 0.5 });
      const sx = Math.min(last.x, Math.max(0, source.x - 0.5));
      const sy = Math.min(last.y, Math.max(0, source.y - 0.5));
      const left = Math.floor(sx);
      const top = Math.floor(sy);
      const right = Math.min(last.x, left + 1);
      const bottom = Math.min(last.y, top + 1);
      const across = sx - left;
      const down = sy - top;
      const at = (column: number, row: number) => photo.data[row * photo.width + column] ?? 0;
      const upper = at(left, top) * (1 - across) + at(right, top) * across;
      const lower = at(left, bottom) * (1 - across) + at(right, bottom) * across;
      data[y * width + x] = upper * (1 - down) + lower * down;
    }
  }
  return { width, height, data };
}
