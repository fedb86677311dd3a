import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession, whenSessionKnown } from '../../lib/session';
import { useWhoAmI } from './api/whoAmI';
import { paths } from '../../config/paths';

const tiles = [
  { name: 'Sales', to: paths.sales, className: 'tile tile--sales' },
  { name: 'Placement', to: paths.placement, className: 'tile tile--placement' },
] as const;

/** /home: the two tiles lead to their form when signed in, otherwise to the staff login. */
export function HomePage() {
  const navigate = useNavigate();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const me = useWhoAmI(signedIn ? session.uid : null);

  async function openOnceKnown(event: MouseEvent, to: string) {
    // A tap before the previous sign-in is restored waits for it instead of guessing.
    if (session.status !== 'loading') return;
    event.preventDefault();
    const known = await whenSessionKnown();
    await navigate(known.status === 'signedIn' ? to : paths.login);
  }

  return (
    <section className="home">
      <h1 className="home__title">Streamline Your Sales and Placement with One Tap</h1>
      <div className="home__tiles">
        {tiles.map((tile) => (
          <Link
            key={tile.name}
            className={tile.className}
            to={signedIn ? tile.to : paths.login}
            onClick={(event) => void openOnceKnown(event, tile.to)}
          >
            <span className="tile__name">{tile.name}</span>
            <span className="tile__label">Admin</span>
          </Link>
        ))}
      </div>
      {me.data && (
        <p className="home__whoami" data-testid="whoami">
          Signed in as {me.data.email ?? me.data.uid} ({me.data.roles.join(', ') || 'no role'})
        </p>
      )}
    </section>
  );
}
