import { distanceInMetres, type Point } from '../../visits/location/distance.js';

/** Straight-line metres between every two of `points`, row by row: `metres[i * size + j]`. */
export interface DistanceTable {
  size: number;
  metres: Float64Array;
}

/** The table of `points` (each pair measured once, the table symmetric). */
export function distanceTable(points: readonly Point[]): DistanceTable {
  const size = points.length;
  const metres = new Float64Array(size * size);
  for (let i = 0; i < size; i += 1) {
    for (let j = i + 1; j < size; j += 1) {
      const d = distanceInMetres(points[i] as Point, points[j] as Point);
      metres[i * size + j] = d;
      metres[j * size + i] = d;
    }
  }
  return { size, metres };
}

/** The length of the open path through `order` (indexes into the table), in metres. */
export function pathMetres(table: DistanceTable, order: readonly number[]): number {
  const { size, metres } = table;
  let total = 0;
  for (let i = 1; i < order.length; i += 1)
    total += metres[(order[i - 1] as number) * size + (order[i] as number)] as number;
  return total;
}
