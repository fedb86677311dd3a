/**
 * A person as the Review buttons name them: 'Asha Sales' for asha.sales@example.com (the email's local
 * part, capitalised), else the account id. The one place to swap for the account's display name.
 */
export function personName(by: { uid: string; email?: string | undefined }): string {
  const local = by.email?.split('@')[0];
  if (!local) return by.uid;
  return local
    .split(/[._+-]+/)
    .filter((word) => word.length > 0)
    .map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`)
    .join(' ');
}
