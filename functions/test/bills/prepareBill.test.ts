import { describe, expect, it } from 'vitest';
import { evened } from '../../src/domain/bills/photo/evenLight.js';
import { withoutRuledLines } from '../../src/domain/bills/photo/ruledLines.js';
import { findBill, type Quad } from '../../src/domain/bills/photo/findBill.js';
import { projection } from '../../src/domain/bills/photo/flatten.js';
import { whitenessOf as whiteness, type Gray, type Rgba } from '../../src/domain/bills/photo/pixels.js';
import { prepareBill } from '../../src/domain/bills/photo/prepareBill.js';

/** Whether (x, y) lies inside the quad (its corners in order round it). */
function inside(quad: Quad, x: number, y: number): boolean {
  return quad.every((point, index) => {
    const next = quad[(index + 1) % 4] ?? point;
    return (next.x - point.x) * (y - point.y) - (next.y - point.y) * (x - point.x) >= 0;
  });
}

/** A photo: a white sheet at `sheet` with lines of print inside its margins, on a wooden table with grain. */
function photoOf(width: number, height: number, sheet: Quad): Rgba {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      const grain = 20 * Math.sin(x / 7 + Math.sin(y / 23) * 3);
      let rgb = [120 + grain, 85 + grain, 50 + grain];
      if (inside(sheet, x, y)) {
        const print = x > 110 && x < 290 && y > 100 && y < 380 && Math.floor(y / 12) % 3 === 1 && x % 9 < 6;
        rgb = print ? [30, 30, 30] : [235, 233, 228];
      }
      data.set([...rgb, 255], at);
    }
  return { width, height, data };
}

describe('prepareBill', () => {
  const sheet: Quad = [
    { x: 90, y: 60 },
    { x: 330, y: 80 },
    { x: 310, y: 420 },
    { x: 70, y: 400 },
  ];

  it('finds the sheet lying on a table: its four corners within a few pixels', () => {
    const found = findBill(whiteness(photoOf(400, 480, sheet)));
    expect(found).not.toBeNull();
    found?.forEach((corner, index) => {
      expect(Math.abs(corner.x - (sheet[index]?.x ?? 0))).toBeLessThan(6);
      expect(Math.abs(corner.y - (sheet[index]?.y ?? 0))).toBeLessThan(6);
    });
  });

  it("finds a corner a shadow darkened where the sheet's two sides meet", () => {
    const photo = photoOf(400, 480, sheet);
    // A shadow over the bottom-left corner: the paper there as dark as the wood.
    for (let y = 330; y < 480; y += 1)
      for (let x = 0; x < 150; x += 1) {
        const at = (y * 400 + x) * 4;
        if (inside(sheet, x, y) && x + (480 - y) < 200) photo.data.set([110, 100, 90], at);
      }
    const found = findBill(whiteness(photo));
    expect(found).not.toBeNull();
    found?.forEach((corner, index) => {
      expect(Math.abs(corner.x - (sheet[index]?.x ?? 0))).toBeLessThan(10);
      expect(Math.abs(corner.y - (sheet[index]?.y ?? 0))).toBeLessThan(10);
    });
  });

  it('finds a sheet on a grey stone table under a lamp that falls off across it', () => {
    const width = 400;
    const height = 480;
    const data = new Uint8ClampedArray(width * height * 4);
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        // Light falls from 1 at the left to 0.4 at the right: the shadowed paper (~100) is darker
        // than the lit stone (~140), so no one threshold over the photo splits paper from ground.
        const light = 1 - (0.6 * x) / width;
        const speckle = (x * 7 + y * 13) % 11;
        const value = inside(sheet, x, y) ? 240 : 135 + speckle;
        data.set([value * light, value * light, value * light, 255], (y * width + x) * 4);
      }
    const found = findBill(whiteness({ width, height, data }));
    expect(found).not.toBeNull();
    found?.forEach((corner, index) => {
      expect(Math.abs(corner.x - (sheet[index]?.x ?? 0))).toBeLessThan(10);
      expect(Math.abs(corner.y - (sheet[index]?.y ?? 0))).toBeLessThan(10);
    });
  });

  it('finds nothing in a photo that is all bill, or in one with no sheet', () => {
    const whole: Gray = { width: 200, height: 300, data: new Uint8Array(200 * 300).fill(240) };
    expect(findBill(whole)).toBeNull();
    const table: Gray = {
      width: 200,
      height: 300,
      data: Uint8Array.from({ length: 60_000 }, (_, i) => (i % 200 < 100 ? 40 : 60)),
    };
    expect(findBill(table)).toBeNull();
  });

  it('maps each corner to its corner, and flattens a tilted sheet into an upright one', () => {
    const upright: Quad = [
      { x: 0, y: 0 },
      { x: 240, y: 0 },
      { x: 240, y: 340 },
      { x: 0, y: 340 },
    ];
    const toPhoto = projection(upright, sheet);
    upright.forEach((corner, index) => {
      expect(toPhoto(corner).x).toBeCloseTo(sheet[index]?.x ?? 0, 6);
      expect(toPhoto(corner).y).toBeCloseTo(sheet[index]?.y ?? 0, 6);
    });
    const prepared = prepareBill(photoOf(400, 480, sheet));
    // Upright: about as wide as the sheet's longer top or bottom edge, as tall as its longer side.
    expect(prepared.width).toBeGreaterThan(230);
    expect(prepared.width).toBeLessThan(250);
    expect(prepared.height).toBeGreaterThan(330);
    expect(prepared.height).toBeLessThan(350);
    // No table left in it: the rim of the result is paper or print, never the wood's middle tones.
    const rim = [...prepared.data.slice(0, prepared.width * 3)];
    expect(rim.filter((value) => value > 40 && value < 200).length).toBeLessThan(rim.length * 0.1);
  });

  it('evens out a shadow: the paper white and the print dark on both sides of it', () => {
    const width = 300;
    const height = 200;
    const data = new Uint8Array(width * height);
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        const light = x < 150 ? 1 : 0.45;
        const print = Math.floor(y / 10) % 3 === 1 && x % 8 < 5;
        data[y * width + x] = Math.round((print ? 40 : 235) * light);
      }
    const even = evened({ width, height, data });
    const value = (x: number, y: number) => even.data[y * width + x] ?? 0;
    // Paper (y = 5) and print (y = 12, x % 8 < 5) in the light and in the shadow.
    expect(value(60, 5)).toBeGreaterThan(230);
    expect(value(240, 5)).toBeGreaterThan(230);
    expect(value(64, 12)).toBeLessThan(70);
    expect(value(240, 12)).toBeLessThan(70);
    // Before: the shadowed paper (106) is darker than a global threshold between print and paper.
    expect(data[5 * width + 240]).toBeLessThan(120);
  });

  it("takes a table's ruled lines out and leaves its print, a dashed rule and an underline", () => {
    const width = 400;
    const height = 120;
    const data = new Uint8Array(width * height).fill(250);
    const ink = (x: number, y: number) => {
      data[y * width + x] = 20;
    };
    for (let x = 10; x < 390; x += 1) ink(x, 10); // a table's rule across the bill
    for (let y = 5; y < 115; y += 1) ink(200, y); // a column's rule down it
    for (let x = 10; x < 390; x += 1) if (x % 12 < 6) ink(x, 60); // a dashed separator
    for (let x = 30; x < 60; x += 1) ink(x, 100); // a word's underline
    for (let y = 30; y < 45; y += 1) for (let x = 40; x < 44; x += 1) ink(x, y); // a letter's stroke
    const cleared = withoutRuledLines({ width, height, data });
    const at = (x: number, y: number) => cleared.data[y * width + x];
    expect(at(100, 10)).toBe(255);
    expect(at(200, 80)).toBe(255);
    expect(at(12, 60)).toBe(20);
    expect(at(40, 100)).toBe(20);
    expect(at(41, 35)).toBe(20);
  });
});
