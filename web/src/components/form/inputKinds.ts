/** Input attributes by the kind of value, so that a phone shows the fitting keyboard on every form. */
export const inputKinds = {
  email: { type: 'email', inputMode: 'email' },
  phone: { type: 'tel', inputMode: 'tel' },
  count: { type: 'number', min: 0, step: 1, inputMode: 'numeric' },
  amount: { type: 'number', min: 0, step: 'any', inputMode: 'decimal' },
} as const;
