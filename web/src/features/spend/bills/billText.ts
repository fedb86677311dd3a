/** Words of the Spent dialog's bills. */
export const billText = {
  title: 'Bills',
  add: 'Add bill',
  hint: 'Take a photo or choose images (PNG or JPEG).',
  none: 'No bill yet',
  summary: 'Bill',
  signIn: 'Sign in again to add bills.',
  remove: (name: string) => `Remove bill ${name}`,
  queued: (count: number) =>
    count === 1
      ? '1 bill saved on this phone with this spend'
      : `${String(count)} bills saved on this phone with this spend`,
} as const;
