import { PageHeader } from '../../components/PageHeader';
import { PageSpinner } from '../../components/PageSpinner';
import { FormMessage } from '../../components/form/FormMessage';
import { ProfileMenu } from '../auth/ProfileMenu';
import { hasRole, useSession } from '../auth/session';
import { StaffLoginPage } from '../auth/StaffLoginPage';
import { ReportList } from './ReportList';
import { useMyReport } from './useMyReport';
import './report.css';

/**
 * /report: the signed-in person's own visits and spends, newest first. Only sales and placement
 * accounts get it (anyone else sees the staff login, as on /sales); the server checks the same.
 */
export function ReportPage() {
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner label="Loading..." />;
  const sales = hasRole(session, 'sales');
  if (session.status !== 'signedIn' || (!sales && !hasRole(session, 'placement'))) return <StaffLoginPage />;
  return <Report uid={session.uid} backTo={sales ? '/sales' : '/placement'} />;
}

function Report({ uid, backTo }: { uid: string; backTo: string }) {
  const report = useMyReport(uid);
  return (
    <section className="report">
      <PageHeader backTo={backTo} title={<h1 className="report__title">My Report</h1>}>
        <ProfileMenu area="staff" />
      </PageHeader>
      {report.isPending && <PageSpinner label="Loading..." />}
      {report.isError && (
        <div className="report__problem">
          <FormMessage>Could not load your report. Please try again.</FormMessage>
          <button type="button" className="button" onClick={() => void report.refetch()}>
            Try again
          </button>
        </div>
      )}
      {report.data?.entries.length === 0 && <p className="report__empty">No visits or spends yet.</p>}
      {report.data && report.data.entries.length > 0 && <ReportList entries={report.data.entries} />}
    </section>
  );
}
