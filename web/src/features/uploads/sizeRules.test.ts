import { describe, expect, it } from 'vitest';
import { checkCompressed, finalUploadCheck, fitWithin, planUpload } from './sizeRules';

const MB = 1024 * 1024;

describe('size rules', () => {
  it('compresses big bills: over 10 MB to 1024 px, over 1.5 MB to 2048 px', () => {
    expect(planUpload('bills', 'a.jpg', 10 * MB + 1)).toMatchObject({ action: 'compress', maxSidePx: 1024 });
    expect(planUpload('bills', 'a.jpg', 10 * MB)).toMatchObject({ action: 'compress', maxSidePx: 2048 });
    expect(planUpload('bills', 'a.jpg', 1.5 * MB + 1)).toMatchObject({ action: 'compress', quality: 0.85 });
    expect(planUpload('bills', 'a.jpg', 1.5 * MB)).toEqual({ action: 'send' });
  });

  it('refuses placement documents over 10 MB with the file name', () => {
    expect(planUpload('placement_docs', 'offer.png', 10 * MB + 1)).toEqual({
      action: 'refuse',
      message: 'offer.png is too large! Please upload a file smaller than 10MB.',
    });
    expect(planUpload('placement_docs', 'offer.png', 10 * MB)).toEqual({ action: 'send' });
  });

  it('says when compression failed and checks once more before sending', () => {
    expect(checkCompressed('bill.jpg', 10 * MB + 1)).toBe("bill.jpg couldn't be compressed properly!");
    expect(checkCompressed('bill.jpg', 10 * MB)).toBeNull();
    expect(finalUploadCheck(10 * MB + 1)).toBe('Please select an image file smaller than 10MB.');
    expect(finalUploadCheck(1)).toBeNull();
  });

  it('fits the longest side without enlarging', () => {
    expect(fitWithin(4000, 3000, 1024)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(3000, 4000, 2048)).toEqual({ width: 1536, height: 2048 });
    expect(fitWithin(800, 600, 1024)).toEqual({ width: 800, height: 600 });
  });
});
