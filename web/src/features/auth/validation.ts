import { adminEmailPattern, signInMessages, staffEmailPattern } from '@domain/signIn';

/** The staff login's check before anything is sent; null when the input may be tried. */
export function staffLoginProblem(email: string, password: string): string | null {
  if (!email || !password) return signInMessages.staffFieldsMissing;
  if (!staffEmailPattern.test(email)) return signInMessages.invalidEmail;
  return null;
}

/** The admin and dashboard logins' check; an option outside this screen's list counts as missing. */
export function adminLoginProblem(
  email: string,
  password: string,
  option: string,
  allowedOptions: readonly string[],
): string | null {
  if (!email || !password || !allowedOptions.includes(option)) return signInMessages.adminFieldsMissing;
  if (!adminEmailPattern.test(email)) return signInMessages.invalidEmail;
  return null;
}
