import { binarised, evened } from './binarise.js';
import { findBill } from './findBill.js';
import { flattened } from './flatten.js';
import { grayOf, whitenessOf, type Gray, type Rgba } from './pixels.js';

/** How the flattened bill is finished for OCR: its light evened out (the default), or black and white. */
export type Finish = 'even' | 'binarise';

/**
 * A bill photo made ready for OCR, on the phone and on the server alike: the bill found (its largest
 * four-sided outline of paper), flattened to an upright rectangle at the photo's own scale, then its
 * light evened out. A photo that is all bill (a scan, a screenshot) is only evened.
 */
export function prepareBill(photo: Rgba, finish: Finish = 'even'): Gray {
  const gray = grayOf(photo);
  const quad = findBill(whitenessOf(photo));
  const bill = quad === null ? gray : flattened(gray, quad);
  return finish === 'binarise' ? binarised(bill) : evened(bill);
}
