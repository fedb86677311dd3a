import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { chromiumArgs, chromiumPath } from '../../stack/chromium.js';
import type { ReceiptSpec } from './receiptKit.js';

/** Colours kept in a clean receipt's PNG: grey anti-aliasing and an app's brand colour survive. */
const PALETTE_COLOURS = 48;

/**
 * Renders each receipt's paper in Chromium at device scale 2 (a phone's screen or a printer's dots)
 * and hands back its PNG, palette-reduced so the fixtures stay small in the repository.
 */
export async function renderReceipts(
  specs: readonly ReceiptSpec[],
  save: (spec: ReceiptSpec, png: Buffer) => Promise<void>,
): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 800, height: 600 }, deviceScaleFactor: 2 });
    for (const spec of specs) {
      await page.setContent(
        `<!doctype html><html><head><meta charset="utf-8"><style>
          body { margin: 0; background: #fff; } #receipt { width: ${String(spec.width)}px; box-sizing: border-box; }
        </style></head><body>${spec.html}</body></html>`,
      );
      // The scripts are typed without the DOM: the page waits for its web fonts by a script of its own.
      await page.evaluate('document.fonts.ready.then(() => true)');
      const shot = await page.locator('#receipt').screenshot({ animations: 'disabled' });
      await save(
        spec,
        await sharp(shot)
          .png({ palette: true, colors: PALETTE_COLOURS, compressionLevel: 9, effort: 10 })
          .toBuffer(),
      );
    }
  } finally {
    await browser.close();
  }
}
