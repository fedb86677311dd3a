const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const exact = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount as the messages write it: '₹500', '₹1,500', '₹450.50' (paise only when there are some). */
export function rupeeText(rupees: number): string {
  return `₹${Number.isInteger(rupees) ? whole.format(rupees) : exact.format(rupees)}`;
}

/** An amount always with its paise, as balances are written: '₹9,000.00', '₹106.21'. */
export function rupeePaiseText(rupees: number): string {
  return `₹${exact.format(rupees)}`;
}
