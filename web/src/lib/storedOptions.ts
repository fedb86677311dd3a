import type { Role } from '@domain/roles';

/**
 * The browser-storage keys, named as they always were (a tab open before an update keeps working).
 * Storage can be unavailable (private browsing, blocked cookies); remembering is then skipped rather
 * than breaking sign-in.
 */
const keys = {
  selectedOption: 'selectedOption',
  adminOption: (email: string) => `admin_selectedOption_${email}`,
  adminEmail: (email: string) => `admin_userEmail_${email}`,
  staffEmail: { sales: 'userSale', placement: 'userPlac' },
} as const;

type StaffRole = Extract<Role, 'sales' | 'placement'>;

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Nothing to remember with; the app works without it.
  }
}

const session = () => window.sessionStorage;
const local = () => window.localStorage;

/** The admin area last chosen in this tab ('bills', 'placementDocs', 'saledash', ...), if any. */
export function readSelectedOption(): string | null {
  return read(session, keys.selectedOption);
}

/** The option this email chose last in this tab, to preselect it at the next sign-in. */
export function readRememberedOption(email: string): string | null {
  return read(session, keys.adminOption(email.trim()));
}

export function rememberAdminSignIn(email: string, option: string): void {
  write(session, keys.selectedOption, option);
  write(session, keys.adminOption(email), option);
  write(local, keys.adminEmail(email), email);
}

export function rememberStaffSignIn(role: StaffRole, email: string): void {
  write(session, keys.staffEmail[role], email);
}

/** Sign-out forgets who was signed in and the areas chosen, the per-email one included. */
export function forgetSignIn(email: string | null): void {
  write(session, keys.selectedOption, null);
  write(session, keys.staffEmail.sales, null);
  write(session, keys.staffEmail.placement, null);
  if (!email) return;
  write(session, keys.adminOption(email), null);
  write(local, keys.adminEmail(email), null);
}
