/** The sign-in screens' messages (the words staff know), email patterns and options. */

export const signInMessages = {
  staffFieldsMissing: 'Please fill in both fields.',
  adminFieldsMissing: 'Please fill in both fields and select an option.',
  invalidEmail: 'Please enter a valid email.',
  notRegistered: 'Email is not registered for this platform. Contact Admin.',
  /** An account without the admin role at the admin or dashboard login: the server decides who is an admin. */
  notAdmin: 'This account does not have admin access. Contact Admin.',
  staffWrongPassword: 'Oops! The password you entered is incorrect.',
  adminWrongPassword: 'Incorrect password.',
  userNotFound: 'No user found with this email.',
  generic: 'An error occurred. Please try again.',
} as const;

export const passwordResetMessages = {
  emailMissing: 'Please enter your email address.',
  failed: 'Failed to send password reset email. Please try again.',
  sentToast: 'Password reset email sent. Please check your inbox!',
  sentNotice: 'Check your email for further instructions to reset your password.',
} as const;

export const signOutMessages = {
  done: 'Logged out successfully',
  failed: 'Error logging out. Please try again.',
} as const;

/** Staff login: a basic address pattern. */
export const staffEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Admin and dashboard login: local part, @, domain, and an ending of 2-6 letters. */
export const adminEmailPattern = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,6}$/;

export const adminAreaOptions = [
  { value: 'bills', label: 'Bills' },
  { value: 'placementDocs', label: 'Placement Docs' },
] as const;
export type AdminArea = (typeof adminAreaOptions)[number]['value'];

export const dashboardOptions = [
  { value: 'saledash', label: 'Sales' },
  { value: 'placdash', label: 'Placement' },
] as const;
export type Dashboard = (typeof dashboardOptions)[number]['value'];

export const selectOptionPlaceholder = 'Select an option';

function localPart(email: string | null | undefined): string {
  return (email ?? '').split('@')[0]?.trim() ?? '';
}

/** 'asha.k@x.org' -> 'Asha.k': the staff greeting's name, or the fallback when there is no email. */
export function greetingName(email: string | null | undefined, fallback = 'Guest'): string {
  const name = localPart(email);
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : fallback;
}

/** 'asha.k@x.org' -> 'Asha.K': the admin screens capitalise each word of the local part. */
export function greetingNameEachWord(email: string | null | undefined, fallback = 'User'): string {
  const name = localPart(email);
  return name
    ? name.replace(
        /(^|[^a-zA-Z0-9])([a-z])/g,
        (_, before: string, letter: string) => before + letter.toUpperCase(),
      )
    : fallback;
}

/** The server's refusals meaning the session itself is no longer good (from `lib/validatedOnCall.ts`). */
export const sessionMessages = {
  signInFirst: 'Please sign in first.',
  /** The token predates a revocation (a role was taken away): the client signs the user out. */
  accessChanged: 'Your access has changed. Please sign in again.',
  emailNotVerified: 'This account’s email address is not verified. Contact Admin.',
  tooManyWrites: 'Too many saves in a short time. Please wait a minute and try again.',
  tooManyCalls: 'Too many requests in a short time. Please wait a moment and try again.',
} as const;
