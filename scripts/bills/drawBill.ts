import sharp from 'sharp';

/** How a photo of a bill goes wrong on a phone: each degraded fixture has one, then JPEG quality 40. */
export type Degradation = 'blur' | 'rotation' | 'lowContrast' | 'jpeg';

const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const LINE_PX = 34;

/** A bill's lines drawn as printed on thermal paper: monospace, dark grey on white. */
function billSvg(lines: readonly string[]): Buffer {
  const height = 60 + lines.length * LINE_PX;
  const text = lines
    .map(
      (line, index) =>
        `<text x="28" y="${String(50 + index * LINE_PX)}" font-family="Liberation Mono" font-size="21" fill="#1a1a1a" xml:space="preserve">${escaped(line)}</text>`,
    )
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="${String(height)}"><rect width="100%" height="100%" fill="#fdfdf8"/>${text}</svg>`,
  );
}

/**
 * A bill as a clean PNG, or as a poor phone photo: taken from further away (70 %), with blur, a tilt or
 * a faded print, then saved as JPEG at quality 40 (or only that).
 */
export async function drawBill(lines: readonly string[], degradation?: Degradation): Promise<Buffer> {
  const image = sharp(billSvg(lines)).flatten({ background: '#fdfdf8' });
  if (degradation === undefined) return image.png().toBuffer();
  const { width } = await image.clone().metadata();
  const far = sharp(
    await image
      .resize(Math.round(width * 0.7))
      .png()
      .toBuffer(),
  );
  switch (degradation) {
    case 'blur':
      far.blur(1.3);
      break;
    case 'rotation':
      far.rotate(5, { background: '#8a8a80' });
      break;
    case 'lowContrast':
      far.linear(0.28, 170);
      break;
    case 'jpeg':
      break;
  }
  return far.jpeg({ quality: 40 }).toBuffer();
}

/** Photos that are not bills: a dark one, one taken sideways, and paper with nothing on it. */
export async function notBills(lines: readonly string[]): Promise<{ name: string; image: Buffer }[]> {
  const svg = sharp(billSvg(lines)).flatten({ background: '#fdfdf8' });
  return [
    { name: 'dark', image: await svg.clone().linear(0.025, 4).jpeg({ quality: 60 }).toBuffer() },
    { name: 'sideways', image: await svg.clone().rotate(90).png().toBuffer() },
    {
      name: 'blank',
      image: await sharp({ create: { width: 640, height: 480, channels: 3, background: '#f4f1e8' } })
        .png()
        .toBuffer(),
    },
  ];
}
