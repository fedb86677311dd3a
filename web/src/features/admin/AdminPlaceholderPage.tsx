import { useLocation } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import type { SignOutArea } from '../auth/areas';
import { useSignOut } from '../auth/useSignOut';

const areas: Record<string, { title: string; signOut: SignOutArea }> = {
  '/media': { title: 'Storage', signOut: 'adminFiles' },
  '/docs': { title: 'Placement Docs', signOut: 'adminFiles' },
  '/saledash': { title: 'Sales Dashboard', signOut: 'dashboard' },
  '/spent': { title: 'Sales Dashboard', signOut: 'dashboard' },
  '/placdash': { title: 'Placement Dashboard', signOut: 'dashboard' },
  '/clddata': { title: 'College Data', signOut: 'dashboard' },
  '/companydata': { title: 'Company Data', signOut: 'dashboard' },
};

/** Stands in for an admin area until its screen lands: names the area and offers sign-out. */
export function AdminPlaceholderPage() {
  const { pathname } = useLocation();
  const area = areas[pathname] ?? { title: 'Admin', signOut: 'dashboard' };
  const signOut = useSignOut(area.signOut);
  return (
    <section>
      <PageHeader title={<h1>{area.title}</h1>}>
        <button className="button button--danger" type="button" onClick={() => void signOut()}>
          {area.signOut === 'adminFiles' ? 'Sign Out' : 'Logout'}
        </button>
      </PageHeader>
      <p>This area is being built. You are signed in as an admin.</p>
    </section>
  );
}
