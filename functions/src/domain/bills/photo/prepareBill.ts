import { evened } from './evenLight.js';
import { findBill } from './findBill.js';
import { flattened } from './flatten.js';
import { grayOf, whitenessOf, type Gray, type Rgba } from './pixels.js';
import { withoutRuledLines } from './ruledLines.js';

/**
 * A bill photo made ready for OCR, on the phone and on the server alike: the bill found (its largest
 * four-sided outline of paper), flattened to an upright rectangle at the photo's own scale, its light
 * evened out, and a table's ruled lines taken out. A photo that is all bill (a scan, a screenshot) is
 * only evened and cleared of its rules.
 */
export function prepareBill(photo: Rgba): Gray {
  const gray = grayOf(photo);
  const quad = findBill(whitenessOf(photo));
  return withoutRuledLines(evened(quad === null ? gray : flattened(gray, quad)));
}
