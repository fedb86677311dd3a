const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Two digits of state, a PAN (5 letters, 4 digits, a letter), the entity number, 'Z', the check character. */
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character of a GSTIN's first 14 characters: each character's value in base 36, times 1 and
 * 2 alternately, its product's two base-36 digits added; the check brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = CHARSET.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET.charAt((36 - (sum % 36)) % 36);
}

/** A GSTIN as printed on Indian tax invoices: the right shape and a check character that matches. */
export function isGstin(text: string): boolean {
  return GSTIN_SHAPE.test(text) && gstinCheckCharacter(text.slice(0, 14)) === text.charAt(14);
}
