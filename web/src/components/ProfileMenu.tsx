import { useState } from 'react';
import { outboxMessages, unsentAtSignOut } from '../lib/submission/outboxMessages';
import { greetingName, greetingNameEachWord } from '@domain/signIn';
import { Dialog } from './Dialog';
import { UserMenu } from './UserMenu';
import type { SignOutArea } from '../config/paths';
import { useSession } from '../lib/session';
import { isUnsent } from '../lib/submission/entry';
import { outbox } from '../lib/submission/outbox';
import { useSignOut } from '../lib/useSignOut';

/**
 * The signed-in user's menu for a screen header: 'Welcome {Name}!' and the area's sign-out, which
 * leads to the area's entry (staff -> /home, admin files -> /adminlogin, dashboards -> /dashlogin).
 * Entries still waiting on this phone are never deleted by a sign-out without asking; the sent ones
 * (a visit's contacts, remarks) are deleted at every sign-out.
 */
export function ProfileMenu({ area }: { area: SignOutArea }) {
  const session = useSession();
  const email = session.status === 'signedIn' ? session.email : null;
  const signOut = useSignOut(area);
  const [unsent, setUnsent] = useState(0);
  const name = area === 'adminFiles' ? greetingNameEachWord(email) : greetingName(email);
  /** Nothing of the account stays on the phone: its sent entries always go, the unsent when chosen. */
  const leave = async (deleteUnsent: boolean) => {
    const owner = outbox.getOwner();
    if (owner !== null) await (deleteUnsent ? outbox.deleteAllOf(owner) : outbox.deleteSentOf(owner));
    await signOut();
  };
  return (
    <>
      <UserMenu
        name={name}
        greeting={`Welcome ${name}!`}
        actionLabel={area === 'adminFiles' ? 'Sign Out' : 'Logout'}
        onAction={() => {
          const count = outbox.getEntries().filter(isUnsent).length;
          if (count > 0) setUnsent(count);
          else void leave(false);
        }}
      />
      {unsent > 0 && (
        <Dialog
          open
          onClose={() => {
            setUnsent(0);
          }}
          title={unsentAtSignOut(unsent)}
        >
          <div className="dialog-actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setUnsent(0);
              }}
            >
              {outboxMessages.stay}
            </button>
            <button
              type="button"
              className="button button--danger"
              onClick={() => {
                setUnsent(0);
                void leave(true);
              }}
            >
              {outboxMessages.signOutAndDelete}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
