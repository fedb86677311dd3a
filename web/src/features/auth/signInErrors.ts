import { signInMessages } from '@domain/signIn';

/** Staff login and the two admin logins word a wrong password differently, as each always has. */
export type SignInScreen = 'staff' | 'admin';

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** The message a sign-in screen shows for a failed sign-in with the authentication provider. */
export function signInErrorMessage(error: unknown, screen: SignInScreen): string {
  const wrongPassword =
    screen === 'staff' ? signInMessages.staffWrongPassword : signInMessages.adminWrongPassword;
  switch (codeOf(error)) {
    // With email-enumeration protection the provider answers invalid-credential for a wrong password
    // and for an unknown account alike; the password is the likelier mistake of someone who has one.
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return wrongPassword;
    case 'auth/user-not-found':
      return signInMessages.userNotFound;
    case 'auth/invalid-email':
      return signInMessages.invalidEmail;
    default:
      return signInMessages.generic;
  }
}
