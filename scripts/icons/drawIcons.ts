import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../stack/paths.js';
import { encodePng } from './png.js';

/** The app's primary colour (web/src/styles/global.css) behind a white map pin. */
const teal = [0x0f, 0x76, 0x6e] as const;
const white = [0xff, 0xff, 0xff] as const;
const SAMPLES = 4;

interface Shape {
  /** The pin's size against the icon: 1 fills it; a maskable icon keeps it in the central safe zone. */
  scale: number;
  /** Rounded corners (as a share of the size) or none: a maskable icon is masked by the launcher. */
  cornerRadius: number;
}

function insideRoundedSquare(x: number, y: number, radius: number): boolean {
  const dx = Math.max(radius - x, 0, x - (1 - radius));
  const dy = Math.max(radius - y, 0, y - (1 - radius));
  return dx * dx + dy * dy <= radius * radius;
}

/** A pin: a circle whose two tangents meet in a point below it, with a round hole. */
function pinAt(x: number, y: number, scale: number): 'pin' | 'hole' | 'none' {
  const cx = 0.5;
  const cy = 0.5 - 0.12 * scale;
  const r = 0.22 * scale;
  const tipY = cy + 0.5 * scale;
  const dx = x - cx;
  const dy = y - cy;
  const distance = Math.hypot(dx, dy);
  if (distance <= r * 0.42) return 'hole';
  if (distance <= r) return 'pin';
  if (y < cy || y > tipY) return 'none';
  // Tangent points from the tip to the circle bound the cone between them.
  const d = tipY - cy;
  const halfWidthAtCircle = (r * Math.sqrt(d * d - r * r)) / d;
  const tangentY = cy + (r * r) / d;
  if (y < tangentY) return 'none';
  const halfWidth = (halfWidthAtCircle * (tipY - y)) / (tipY - tangentY);
  return Math.abs(dx) <= halfWidth ? 'pin' : 'none';
}

function draw(size: number, shape: Shape): Buffer {
  const rgba = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let alpha = 0;
      let whiteShare = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (px + (sx + 0.5) / SAMPLES) / size;
          const y = (py + (sy + 0.5) / SAMPLES) / size;
          if (!insideRoundedSquare(x, y, shape.cornerRadius)) continue;
          alpha += 1;
          if (pinAt(x, y, shape.scale) === 'pin') whiteShare += 1;
        }
      }
      const samples = SAMPLES * SAMPLES;
      const at = (py * size + px) * 4;
      for (let channel = 0; channel < 3; channel++) {
        const mixed =
          alpha === 0
            ? 0
            : ((white[channel] ?? 0) * whiteShare + (teal[channel] ?? 0) * (alpha - whiteShare)) / alpha;
        rgba[at + channel] = Math.round(mixed);
      }
      rgba[at + 3] = Math.round((255 * alpha) / samples);
    }
  }
  return encodePng(size, rgba);
}

const out = join(repoRoot, 'web', 'public', 'icons');
const icons: [string, number, Shape][] = [
  ['icon-192.png', 192, { scale: 1, cornerRadius: 0.18 }],
  ['icon-512.png', 512, { scale: 1, cornerRadius: 0.18 }],
  ['apple-touch-icon-180.png', 180, { scale: 0.9, cornerRadius: 0 }],
  ['maskable-512.png', 512, { scale: 0.72, cornerRadius: 0 }],
];
for (const [name, size, shape] of icons) writeFileSync(join(out, name), draw(size, shape));
console.log(`Wrote ${icons.map(([name]) => name).join(', ')} to ${out}`);
