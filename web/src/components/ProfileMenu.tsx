import { greetingName, greetingNameEachWord } from '@domain/signIn';
import { UserMenu } from './UserMenu';
import type { SignOutArea } from '../config/paths';
import { useSession } from '../lib/session';
import { useSignOut } from '../lib/useSignOut';

/**
 * The signed-in user's menu for a screen header: 'Welcome {Name}!' and the area's sign-out, which
 * leads to the area's entry (staff -> /home, admin files -> /adminlogin, dashboards -> /dashlogin).
 */
export function ProfileMenu({ area }: { area: SignOutArea }) {
  const session = useSession();
  const email = session.status === 'signedIn' ? session.email : null;
  const signOut = useSignOut(area);
  const name = area === 'adminFiles' ? greetingNameEachWord(email) : greetingName(email);
  return (
    <UserMenu
      name={name}
      greeting={`Welcome ${name}!`}
      actionLabel={area === 'adminFiles' ? 'Sign Out' : 'Logout'}
      onAction={() => void signOut()}
    />
  );
}
