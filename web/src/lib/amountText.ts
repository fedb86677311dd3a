const PLAIN_DECIMAL = /^-?(\d+\.?\d*|\.\d+)$/;

/**
 * The number typed into an amount field: blank is `undefined` (not filled), and anything that is not a
 * plain decimal is NaN, which the schema reports as 'Must be a number.' Commas are taken as digit
 * grouping (1,500 or 1,00,000), as staff commonly type them.
 */
export function parseAmountText(text: string): number | undefined {
  const plain = text.trim().replaceAll(',', '');
  if (plain === '') return undefined;
  return PLAIN_DECIMAL.test(plain) ? Number(plain) : Number.NaN;
}
