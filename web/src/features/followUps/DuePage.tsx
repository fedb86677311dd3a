import { Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { StartPoint } from '@domain/day/startPoint';
import type { VisitKind } from '@domain/visitCodes';
import { paths } from '../../config/paths';
import { PageHeader } from '../../components/PageHeader';
import { PageSpinner } from '../../components/PageSpinner';
import { ProfileMenu } from '../../components/ProfileMenu';
import { ReportTabs } from '../../components/ReportTabs';
import { FormMessage } from '../../components/form/FormMessage';
import { hasRole, useSession } from '../../lib/session';
import { useSpendDecisions } from '../../lib/spendDecisions';
import { visitPlaceState } from '../../lib/visitPlaceState';
import { ChangeFollowUpDialog, type FollowUpAction } from './ChangeFollowUpDialog';
import { dueSections, whenText, type DueRow } from './dueList';
import { dueText } from './dueText';
import { useDue } from './api/myFollowUps';
import { planText } from './plan/planText';
import { preloadable } from '../../lib/preloadable';
import { useToday } from '../../lib/useToday';
import { MorningReminder } from './reminder/MorningReminder';
// The tabs' pages share one layout: each loads it, so a page opened first (its URL, a reload) has it.
import '../../components/reportPages.css';
import './due.css';

/** A card's buttons beside Record visit, each opening its dialog (named as the dialog is). */
const followUpActions = [
  { action: 'move', title: dueText.moveTitle },
  { action: 'drop', title: dueText.dropTitle },
] as const satisfies readonly { action: FollowUpAction; title: (place: string) => string }[];

const visitPathOf: Record<VisitKind, string> = { sales: paths.sales, placement: paths.placement };

/** Plan today and its planner: a chunk of its own, loaded when the rep first reaches for it. */
const plan = preloadable(async () => (await import('./plan/PlanToday')).PlanToday);

/**
 * /due: the person's follow-ups, Overdue, Today, This week and Later, days counted in Asia/Kolkata;
 * each opens its visit form with the place filled in. Works offline from the phone's last copy.
 */
export function DuePage() {
  const session = useSession();
  if (session.status !== 'signedIn') return <PageSpinner label="Loading..." />;
  const backTo = hasRole(session, 'sales') ? paths.sales : paths.placement;
  return <Due uid={session.uid} backTo={backTo} />;
}

function Due({ uid, backTo }: { uid: string; backTo: string }) {
  const { rows, pressing, query } = useDue(uid);
  const decisions = useSpendDecisions(uid);
  const [changing, setChanging] = useState<{ row: DueRow; action: FollowUpAction } | null>(null);
  const [planning, setPlanning] = useState(false);
  const onChange = (row: DueRow, action: FollowUpAction) => {
    setChanging({ row, action });
  };
  return (
    <section className="report due">
      <PageHeader backTo={backTo} title={<h1 className="report__title">Due</h1>}>
        <ProfileMenu area="staff" />
      </PageHeader>
      <ReportTabs refused={decisions.data?.refused} due={pressing} />
      {query.isPending && <PageSpinner label="Loading..." />}
      <p className="due__status" role="status">
        {query.isFetching && !query.isPending ? 'Checking for changes...' : ''}
      </p>
      {query.isError && !query.data && (
        <div className="report__problem">
          <FormMessage>Could not load your follow-ups. Please try again.</FormMessage>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      )}
      {query.data && (
        <PlanEntry
          uid={uid}
          rows={rows}
          startPoint={query.data.startPoint ?? null}
          planning={planning}
          onPlanning={setPlanning}
        />
      )}
      {!planning && query.isSuccess && rows.length === 0 && (
        <p className="report__empty">Nothing due. A visit's 'Next visit on' adds one here.</p>
      )}
      {!planning &&
        dueSections.map(({ dueClass, title }) => {
          const section = rows.filter((row) => row.dueClass === dueClass);
          if (section.length === 0) return null;
          const id = `due-${dueClass}`;
          return (
            <section key={dueClass} className="due__section" aria-labelledby={id}>
              <h2 id={id} className="due__heading">
                {title} ({section.length})
              </h2>
              <ul className="report-list">
                {section.map((row) => (
                  <DueCard key={`${row.kind}-${row.placeKey}`} row={row} onChange={onChange} />
                ))}
              </ul>
            </section>
          );
        })}
      {!planning && <MorningReminder />}
      {changing && (
        <ChangeFollowUpDialog
          key={`${changing.row.visitId}-${changing.action}`}
          row={changing.row}
          action={changing.action}
          onClose={() => {
            setChanging(null);
          }}
        />
      )}
    </section>
  );
}

interface PlanEntryProps {
  uid: string;
  rows: DueRow[];
  startPoint: StartPoint | null;
  planning: boolean;
  onPlanning: (planning: boolean) => void;
}

/** 'Plan today', and the plan in its place once tapped ('Opening the plan...' while its code loads). */
function PlanEntry({ uid, rows, startPoint, planning, onPlanning }: PlanEntryProps) {
  const today = useToday();
  if (!planning)
    return (
      <button
        type="button"
        className="button due__plan"
        // Fetched as the finger lands: the plan is usually there by the time the tap ends.
        onPointerDown={() => void plan.preload().catch(() => undefined)}
        onClick={() => {
          onPlanning(true);
        }}
      >
        {planText.open}
      </button>
    );
  return (
    <Suspense fallback={<p role="status">{planText.opening}</p>}>
      <plan.Component
        uid={uid}
        rows={rows}
        today={today}
        startPoint={startPoint}
        onClose={() => {
          onPlanning(false);
        }}
      />
    </Suspense>
  );
}

function DueCard({
  row,
  onChange,
}: {
  row: DueRow;
  onChange: (row: DueRow, action: FollowUpAction) => void;
}) {
  const navigate = useNavigate();
  const titleId = useId();
  return (
    <li className={`report-card due-card due-card--${row.dueClass}`} aria-labelledby={titleId}>
      <h3 id={titleId} className="due-card__place">
        {row.place}
      </h3>
      <p className="due-card__when">{whenText(row)}</p>
      {row.phase && <p className="due-card__phase">{row.phase}</p>}
      {row.remark && <p className="due-card__remark">{row.remark}</p>}
      {row.moving && <p className="due-card__moving">{dueText.moving}</p>}
      <div className="due-card__actions">
        <button
          type="button"
          className="button button--primary"
          aria-label={`Record visit to ${row.place}`}
          onClick={() => void navigate(visitPathOf[row.kind], { state: visitPlaceState(row.place) })}
        >
          Record visit
        </button>
        {followUpActions.map(({ action, title }) => (
          <button
            key={action}
            type="button"
            className="button"
            aria-label={title(row.place)}
            onClick={() => {
              onChange(row, action);
            }}
          >
            {dueText[action]}
          </button>
        ))}
      </div>
    </li>
  );
}
