import { paths } from '../../config/paths';
import { PageHeader } from '../../components/PageHeader';
import { PageSpinner } from '../../components/PageSpinner';
import { ProfileMenu } from '../../components/ProfileMenu';
import { FormMessage } from '../../components/form/FormMessage';
import { hasRole, useSession } from '../../lib/session';
import { useSpendDecisions } from '../../lib/spendDecisions';
import { ReportTabs } from '../../components/ReportTabs';
import { useMyReport } from './api/myReport';
import { ReportList } from './ReportList';
import '../../components/reportPages.css';

/**
 * /report: the signed-in person's own visits and spends, newest first, a page at a time. The router
 * shows it to sales and placement accounts only; the server checks the same.
 */
export function ReportPage() {
  const session = useSession();
  if (session.status !== 'signedIn') return <PageSpinner label="Loading..." />;
  const backTo = hasRole(session, 'sales') ? paths.sales : paths.placement;
  return <Report uid={session.uid} backTo={backTo} />;
}

function Report({ uid, backTo }: { uid: string; backTo: string }) {
  const report = useMyReport(uid);
  const decisions = useSpendDecisions(uid);
  const entries = report.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section className="report">
      <PageHeader backTo={backTo} title={<h1 className="report__title">My Report</h1>}>
        <ProfileMenu area="staff" />
      </PageHeader>
      <ReportTabs refused={decisions.data?.refused} />
      {report.isPending && <PageSpinner label="Loading..." />}
      {report.isError && (
        <div className="report__problem">
          <FormMessage>Could not load your report. Please try again.</FormMessage>
          <button type="button" className="button" onClick={() => void report.refetch()}>
            Try again
          </button>
        </div>
      )}
      {report.isSuccess && entries.length === 0 && <p className="report__empty">No visits or spends yet.</p>}
      {entries.length > 0 && <ReportList entries={entries} />}
      {report.hasNextPage && (
        <button
          type="button"
          className="button report__more"
          disabled={report.isFetchingNextPage}
          onClick={() => void report.fetchNextPage()}
        >
          {report.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </button>
      )}
    </section>
  );
}
