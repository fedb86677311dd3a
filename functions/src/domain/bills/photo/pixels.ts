/** An image as four bytes a pixel (red, green, blue, alpha), row by row: what a canvas or sharp gives. */
export interface Rgba {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** An image as one byte a pixel, 0 black to 255 white. */
export interface Gray {
  width: number;
  height: number;
  data: Uint8Array;
}

/** The image's light, as the eye weighs red, green and blue (ITU-R BT.601). */
export function grayOf({ width, height, data }: Rgba): Gray {
  const gray = new Uint8Array(width * height);
  for (let index = 0; index < gray.length; index += 1) {
    const at = index * 4;
    gray[index] = ((data[at] ?? 0) * 299 + (data[at + 1] ?? 0) * 587 + (data[at + 2] ?? 0) * 114) / 1000;
  }
  return { width, height, data: gray };
}

/**
 * How white each pixel is: its weakest of red, green and blue. Paper is white or grey; a wooden
 * table, a hand, a coloured cloth are weak in some colour, however light.
 */
export function whitenessOf({ width, height, data }: Rgba): Gray {
  const white = new Uint8Array(width * height);
  for (let index = 0; index < white.length; index += 1) {
    const at = index * 4;
    white[index] = Math.min(data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0);
  }
  return { width, height, data: white };
}

/** The image scaled down so its long side is at most `longSide` (each pixel the mean of those it covers). */
export function shrunk(image: Gray, longSide: number): { image: Gray; scale: number } {
  const scale = Math.min(1, longSide / Math.max(image.width, image.height));
  if (scale === 1) return { image, scale };
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const top = Math.floor(y / scale);
    const bottom = Math.min(image.height, Math.max(top + 1, Math.floor((y + 1) / scale)));
    for (let x = 0; x < width; x += 1) {
      const left = Math.floor(x / scale);
      const right = Math.min(image.width, Math.max(left + 1, Math.floor((x + 1) / scale)));
      let sum = 0;
      for (let row = top; row < bottom; row += 1)
        for (let column = left; column < right; column += 1)
          sum += image.data[row * image.width + column] ?? 0;
      data[y * width + x] = sum / ((bottom - top) * (right - left));
    }
  }
  return { image: { width, height, data }, scale };
}

/**
 * Summed-area tables of the values and their squares, one row and column larger than the image, so
 * any box's sum is four reads (the mean and spread of a window in constant time).
 */
export function summedAreas(image: Gray): { sums: Float64Array; squares: Float64Array } {
  const stride = image.width + 1;
  const sums = new Float64Array(stride * (image.height + 1));
  const squares = new Float64Array(stride * (image.height + 1));
  for (let y = 0; y < image.height; y += 1) {
    let row = 0;
    let rowSquares = 0;
    for (let x = 0; x < image.width; x += 1) {
      const value = image.data[y * image.width + x] ?? 0;
      row += value;
      rowSquares += value * value;
      const at = (y + 1) * stride + x + 1;
      sums[at] = (sums[at - stride] ?? 0) + row;
      squares[at] = (squares[at - stride] ?? 0) + rowSquares;
    }
  }
  return { sums, squares };
}

/** The sum over the box [left, right) × [top, bottom) of a summed-area table `stride` wide. */
export function boxSum(
  table: Float64Array,
  stride: number,
  left: number,
  top: number,
  right: number,
  bottom: number,
): number {
  return (
    (table[bottom * stride + right] ?? 0) -
    (table[top * stride + right] ?? 0) -
    (table[bottom * stride + left] ?? 0) +
    (table[top * stride + left] ?? 0)
  );
}
