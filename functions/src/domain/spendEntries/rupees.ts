const exact = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * An amount of rupees as every screen, message and file writes money: always with its paise, in
 * Indian grouping ('₹500.00', '₹1,500.00', '₹450.50', '₹1,50,000.00').
 */
export function rupeeText(rupees: number): string {
  return `₹${exact.format(rupees)}`;
}
