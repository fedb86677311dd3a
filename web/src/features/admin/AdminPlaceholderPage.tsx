import { useLocation } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { paths, type SignOutArea } from '../../app/paths';
import { useSignOut } from '../../lib/useSignOut';

const areas: Record<string, { title: string; signOut: SignOutArea }> = {
  [paths.media]: { title: 'Storage', signOut: 'adminFiles' },
  [paths.docs]: { title: 'Placement Docs', signOut: 'adminFiles' },
  [paths.salesDashboard]: { title: 'Sales Dashboard', signOut: 'dashboard' },
  [paths.spentDashboard]: { title: 'Sales Dashboard', signOut: 'dashboard' },
  [paths.placementDashboard]: { title: 'Placement Dashboard', signOut: 'dashboard' },
  [paths.collegeData]: { title: 'College Data', signOut: 'dashboard' },
  [paths.companyData]: { title: 'Company Data', signOut: 'dashboard' },
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
