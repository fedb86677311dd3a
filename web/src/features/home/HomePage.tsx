import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/callables';
import { useSession } from '../auth/session';

export function HomePage() {
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const me = useQuery({
    queryKey: ['whoAmI', signedIn ? session.uid : null],
    queryFn: () => call('whoAmI', {}),
    enabled: signedIn,
  });
  return (
    <section className="home">
      <h1 className="home__title">Streamline Your Sales and Placement with One Tap</h1>
      <div className="home__tiles">
        <Link className="tile tile--sales" to={signedIn ? '/sales' : '/login'}>
          <span className="tile__name">Sales</span>
          <span className="tile__label">Admin</span>
        </Link>
        <Link className="tile tile--placement" to={signedIn ? '/placement' : '/login'}>
          <span className="tile__name">Placement</span>
          <span className="tile__label">Admin</span>
        </Link>
      </div>
      {me.data && (
        <p className="home__whoami" data-testid="whoami">
          Signed in as {me.data.email ?? me.data.uid} ({me.data.roles.join(', ') || 'no role'})
        </p>
      )}
    </section>
  );
}
