import type { Gray } from './pixels.js';

/** The share of a cell's pixels lighter than its paper: its print and any speck are darker. */
const PAPER_LEVEL = 0.9;

/** The paper's light in each cell of a grid over the image: the level most of the cell is lighter than. */
function paperGrid(image: Gray, cell: number): { grid: Float64Array; columns: number; rows: number } {
  const columns = Math.ceil(image.width / cell);
  const rows = Math.ceil(image.height / cell);
  const grid = new Float64Array(columns * rows);
  const counts = new Uint32Array(256);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      counts.fill(0);
      let total = 0;
      for (let y = row * cell; y < Math.min(image.height, (row + 1) * cell); y += 1)
        for (let x = column * cell; x < Math.min(image.width, (column + 1) * cell); x += 1) {
          const value = image.data[y * image.width + x] ?? 0;
          counts[value] = (counts[value] ?? 0) + 1;
          total += 1;
        }
      let seen = 0;
      let level = 255;
      for (let value = 0; value < 256; value += 1) {
        seen += counts[value] ?? 0;
        if (seen >= PAPER_LEVEL * total) {
          level = value;
          break;
        }
      }
      grid[row * columns + column] = level;
    }
  }
  return { grid: smoothed(grid, columns, rows), columns, rows };
}

/** Each cell the mean of the cells around it: the paper's light changes slowly. */
function smoothed(grid: Float64Array, columns: number, rows: number): Float64Array {
  const out = new Float64Array(grid.length);
  for (let row = 0; row < rows; row += 1)
    for (let column = 0; column < columns; column += 1) {
      let sum = 0;
      let count = 0;
      for (let y = Math.max(0, row - 1); y <= Math.min(rows - 1, row + 1); y += 1)
        for (let x = Math.max(0, column - 1); x <= Math.min(columns - 1, column + 1); x += 1) {
          sum += grid[y * columns + x] ?? 0;
          count += 1;
        }
      out[row * columns + column] = sum / count;
    }
  return out;
}

/**
 * The bill's light evened out: each pixel divided by the paper's light where it lies (a grid of cells
 * a few lines of print across, blended between their centres), so a shadow or a faded corner reads
 * as white paper and the print keeps its grey edges for OCR's own thresholding; then its contrast
 * stretched.
 */
export function evened(image: Gray): Gray {
  const { width, height } = image;
  const cell = Math.max(12, Math.round(Math.max(width, height) / 40));
  const { grid, columns, rows } = paperGrid(image, cell);
  const at = (column: number, row: number) =>
    grid[Math.min(rows - 1, Math.max(0, row)) * columns + Math.min(columns - 1, Math.max(0, column))] ?? 255;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const down = (y + 0.5) / cell - 0.5;
    const row = Math.floor(down);
    const dy = down - row;
    for (let x = 0; x < width; x += 1) {
      const across = (x + 0.5) / cell - 0.5;
      const column = Math.floor(across);
      const dx = across - column;
      const paper =
        (at(column, row) * (1 - dx) + at(column + 1, row) * dx) * (1 - dy) +
        (at(column, row + 1) * (1 - dx) + at(column + 1, row + 1) * dx) * dy;
      data[y * width + x] = Math.min(255, ((image.data[y * width + x] ?? 0) * 255) / Math.max(1, paper));
    }
  }
  return stretched({ width, height, data });
}

/** The share of pixels taken as the darkest ink and as the paper when the contrast is stretched. */
const INK_SHARE = 0.01;
const PAPER_SHARE = 0.6;

/** The image's contrast stretched: its darkest ink black, its paper white (a faded print made dark). */
function stretched(image: Gray): Gray {
  const counts = new Uint32Array(256);
  for (const value of image.data) counts[value] = (counts[value] ?? 0) + 1;
  const level = (share: number) => {
    let seen = 0;
    for (let value = 0; value < 256; value += 1) {
      seen += counts[value] ?? 0;
      if (seen >= share * image.data.length) return value;
    }
    return 255;
  };
  const ink = level(INK_SHARE);
  const paper = Math.max(ink + 1, level(1 - PAPER_SHARE));
  const data = image.data.map((value) => Math.max(0, Math.min(255, ((value - ink) * 255) / (paper - ink))));
  return { width: image.width, height: image.height, data };
}
