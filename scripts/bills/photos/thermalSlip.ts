import { esc } from './receiptKit.js';

/** A thermal slip: narrow, monospace, a little faded, dashed rules between its parts. */
const thermalStyle = (ink: string) => `<style>
  .thermal { font-family: 'DejaVu Sans Mono', 'Liberation Mono', monospace; font-size: 13px; line-height: 1.4;
    background: #fbfaf4; color: ${ink}; padding: 18px 14px 30px; }
  .thermal .c { text-align: center; } .thermal .b { font-weight: bold; } .thermal .big { font-size: 16px; }
  .thermal .row { display: flex; justify-content: space-between; gap: 8px; }
  .thermal .rule { border-top: 1px dashed ${ink}; margin: 6px 0; }
  .thermal table { width: 100%; border-collapse: collapse; font-size: 12.5px; }
  .thermal td { padding: 1px 0; } .thermal td.n { text-align: right; }
</style>`;
export const row = (left: string, right: string, cls = '') =>
  `<div class="row ${cls}"><span>${esc(left)}</span><span>${esc(right)}</span></div>`;
export const line = (text: string, cls = '') => `<div class="${cls}">${esc(text)}</div>`;
export const rule = '<div class="rule"></div>';
export const slip = (ink: string, body: string[]) =>
  `${thermalStyle(ink)}<div id="receipt" class="thermal">${body.join('')}</div>`;
