import sharp from 'sharp';

/** A wooden table: brown grain drawn by SVG turbulence (librsvg renders it inside sharp). */
function tableSvg(width: number, height: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}">
      <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.004 0.09" numOctaves="3" seed="7"/>
        <feColorMatrix values="0 0 0 0 0.42  0 0 0 0 0.29  0 0 0 0 0.17  0 0 0 -0.9 1"/></filter>
      <rect width="100%" height="100%" fill="#5a3d22"/><rect width="100%" height="100%" filter="url(#grain)"/>
    </svg>`,
  );
}

/** A hand's or a phone's shadow falling across part of the picture: dark at one corner, none at the other. */
function shadowSvg(width: number, height: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}">
      <defs><linearGradient id="shade" x1="0" y1="0" x2="1" y2="0.6">
        <stop offset="0" stop-color="#5f5f5f"/><stop offset="0.45" stop-color="#a0a0a0"/><stop offset="1" stop-color="#ffffff"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#shade)"/>
    </svg>`,
  );
}

/**
 * A bill as a phone photographs it, from the bill as printed (a clean image): lying a little askew on
 * a wooden table, a shadow across it, slightly out of focus, with the camera's noise, as JPEG.
 */
export async function photographBill(bill: Buffer): Promise<Buffer> {
  const tilted = await sharp(bill)
    .rotate(4, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const { width, height } = await sharp(tilted).metadata();
  const margin = Math.round(Math.max(width, height) * 0.25);
  const size = { width: width + 2 * margin, height: height + 2 * margin };
  const onTable = await sharp(tableSvg(size.width, size.height))
    .composite([{ input: tilted, left: margin, top: margin }])
    .png()
    .toBuffer();
  return sharp(onTable)
    .composite([{ input: shadowSvg(size.width, size.height), blend: 'multiply' }])
    .blur(0.9)
    .jpeg({ quality: 72 })
    .toBuffer();
}
