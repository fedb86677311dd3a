import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { seeded } from './receiptKit.js';

const run = promisify(execFile);

const between = (random: () => number, low: number, high: number) => low + random() * (high - low);
const point = (x: number, y: number) => `${x.toFixed(1)},${y.toFixed(1)}`;

/** Table tops: a base colour and how its grain is drawn (wood streaks, laminate speckle, stone). */
const tables = [
  {
    base: '#8a6440',
    grain: ['-attenuate', '1.4', '+noise', 'Gaussian', '-motion-blur', '0x30+0', '-blur', '0x0.8'],
  },
  {
    base: '#6e4b2e',
    grain: ['-attenuate', '1.6', '+noise', 'Gaussian', '-motion-blur', '0x24+90', '-blur', '0x1'],
  },
  { base: '#9a9a94', grain: ['-attenuate', '0.9', '+noise', 'Gaussian', '-blur', '0x1.2'] },
  { base: '#3b3d42', grain: ['-attenuate', '1.2', '+noise', 'Impulse', '-blur', '0x0.7'] },
  {
    base: '#c9b79a',
    grain: ['-attenuate', '1', '+noise', 'Multiplicative', '-motion-blur', '0x18+12', '-blur', '0x1'],
  },
] as const;

/** Where the receipt lies in the photo: the photo's size, the receipt's, and its four corners' places. */
function framing(random: () => number, width: number, height: number) {
  const longSide = Math.round(between(random, 1600, 2000));
  const [canvasW, canvasH] =
    width / height > 0.85 ? [longSide, Math.round(longSide * 0.75)] : [Math.round(longSide * 0.75), longSide];
  const scale = between(random, 0.7, 0.8) * Math.min(canvasW / width, canvasH / height);
  const [w, h] = [Math.round(width * scale), Math.round(height * scale)];
  const [x0, y0] = [
    (canvasW - w) / 2 + between(random, -0.04, 0.04) * canvasW,
    (canvasH - h) / 2 + between(random, -0.03, 0.03) * canvasH,
  ];
  // A phone held a little askew: the receipt turned a few degrees, its far edge narrower, each corner
  // off by a little more; every corner ends 3-10 % of the receipt's size from where it lay.
  const turn = (between(random, -3, 3) * Math.PI) / 180;
  const far = between(random, 0.03, 0.07) * (random() < 0.7 ? 1 : -1);
  const [cx, cy] = [x0 + w / 2, y0 + h / 2];
  const moved = (x: number, y: number, top: boolean) => {
    const inward = (top ? far : -far) * w * Math.sign(cx - x);
    const [jx, jy] = [between(random, -0.02, 0.02) * w, between(random, -0.02, 0.02) * h];
    const [px, py] = [x + inward + jx - cx, y + (top ? 0.02 * h : 0) + jy - cy];
    return point(
      cx + px * Math.cos(turn) - py * Math.sin(turn),
      cy + px * Math.sin(turn) + py * Math.cos(turn),
    );
  };
  const corners = [
    `0,0 ${moved(x0, y0, true)}`,
    `${String(w)},0 ${moved(x0 + w, y0, true)}`,
    `${String(w)},${String(h)} ${moved(x0 + w, y0 + h, false)}`,
    `0,${String(h)} ${moved(x0, y0 + h, false)}`,
  ].join('  ');
  return {
    canvas: `${String(canvasW)}x${String(canvasH)}`,
    canvasW,
    canvasH,
    size: `${String(w)}x${String(h)}!`,
    corners,
  };
}

/** Every choice a photo makes (framing, table, light, shadow, blur, noise, quality), drawn from `random`. */
function choices(random: () => number, width: number, height: number) {
  const { canvas, canvasW, canvasH, size, corners } = framing(random, width, height);
  const table = tables[Math.floor(random() * tables.length)] ?? tables[0];
  const lightFrom = point(random() * canvasW, random() * canvasH * 0.3);
  const lightTo = point(random() * canvasW, canvasH * (0.7 + random() * 0.3));
  const dim = Math.round(between(random, 55, 75));
  const small = (value: number) => Math.round(value / 8);
  const blob = `ellipse ${String(small(random() * canvasW))},${String(small(random() * canvasH))} ${String(small(canvasW * between(random, 0.25, 0.45)))},${String(small(canvasH * between(random, 0.15, 0.3)))} 0,360`;
  const shadow = `+${String(Math.round(between(random, 6, 22)))}+${String(Math.round(between(random, 8, 26)))}`;
  const blur = between(random, 0.6, 1.5).toFixed(2);
  const noise = between(random, 0.25, 0.45).toFixed(2);
  const quality = String(Math.round(between(random, 60, 80)));
  const seed = String(Math.floor(random() * 1e9));
  // The texture and the light are drawn an eighth or a quarter of the size and scaled up: as smooth, far faster.
  const texture = `${String(small(canvasW * 4))}x${String(small(canvasH * 4))}`;
  const light = `${String(small(canvasW))}x${String(small(canvasH))}`;
  return {
    canvas,
    size,
    corners,
    table,
    lightFrom,
    lightTo,
    dim,
    blob,
    shadow,
    blur,
    noise,
    quality,
    seed,
    texture,
    light,
  };
}

/** The ImageMagick arguments that photograph `cleanPath` into `photoPath` as `shot` chose. */
function convertArgs(shot: ReturnType<typeof choices>, cleanPath: string, photoPath: string): string[] {
  // Arguments without spaces written as words, so each step reads as one line.
  const words = (text: string) => text.split(' ');
  return [
    ...words(`-seed ${shot.seed} ( -size ${shot.texture} xc:gray(50%)`),
    ...shot.table.grain,
    ...words(`-modulate 100,0 -fill ${shot.table.base} -tint 100 -resize ${shot.canvas}! )`),
    '(',
    cleanPath,
    ...words(`-alpha set -resize ${shot.size} -background none -virtual-pixel transparent`),
    ...words(`-define distort:viewport=${shot.canvas}+0+0 -distort Perspective`),
    shot.corners,
    ')',
    ...words(
      '( -clone 1 -channel RGB -evaluate set 0 +channel -channel A -blur 0x14 -evaluate multiply 0.55',
    ),
    ...words(`+channel -roll ${shot.shadow} ) -swap 1,2 -background none -flatten`),
    ...words(`( -size ${shot.canvas} xc:white -sparse-color Barycentric`),
    `${shot.lightFrom} gray(100%) ${shot.lightTo} gray(${String(shot.dim)}%)`,
    ...words(') -compose Multiply -composite'),
    ...words(`( -size ${shot.light} xc:white -fill gray(72%) -draw`),
    shot.blob,
    ...words(`-blur 0x9 -resize ${shot.canvas}! ) -compose Multiply -composite -compose Over`),
    ...words(`-fill #ffd9a0 -colorize 5% -blur 0x${shot.blur}`),
    ...words(
      `( +clone -fill gray(50%) -colorize 100 -attenuate ${shot.noise} +noise Gaussian -modulate 100,0 )`,
    ),
    ...words('-compose Overlay -composite -type TrueColor -strip -sampling-factor 2x2 -quality'),
    shot.quality,
    photoPath,
  ];
}

/**
 * A phone photo of a clean receipt, with ImageMagick: the receipt on a table-like texture, its corners
 * moved 3-10 % (a perspective), a drop shadow, light falling off across it and a hand's soft shadow, a
 * slight blur, sensor noise in grey, JPEG at quality 60-80, the long side 1600-2000 px. Every choice
 * comes from the receipt's name, ImageMagick's random numbers from a seed: a name always gives the same photo.
 */
export async function photograph(name: string, cleanPath: string, photoPath: string): Promise<void> {
  const { width, height } = await sharp(cleanPath).metadata();
  await run('convert', convertArgs(choices(seeded(`${name}.photo`), width, height), cleanPath, photoPath));
}
