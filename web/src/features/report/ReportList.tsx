import { rupeeText } from '@domain/spendEntries/rupees';
import type { ReportEntry } from '@domain/api/myReport';
import { entryStateText } from '@domain/spendEntries/entryMessages';
import { formatOrgDate } from '@domain/time/orgTime';
import { checkText } from '../../lib/visitCheckText';
import { withSentText } from '../../lib/sentText';

const kindLabels: Record<ReportEntry['kind'], string> = {
  salesVisit: 'Sales visit',
  placementVisit: 'Placement visit',
  salesSpend: 'Spend',
  placementSpend: 'Spend',
};

/** A spend's state in My spends' words: 'Waiting for review', 'Approved ₹400.00 of ₹450.50: why'... */
function stateText(entry: ReportEntry): string | null {
  const claimed = entry.amount ?? 0;
  const approved = entry.approved ?? claimed;
  switch (entry.state) {
    case null:
      return null;
    case 'waiting':
      return entryStateText.waiting();
    case 'approved':
      return entryStateText.approved({ claimed, approved, reason: entry.reason });
    case 'refused':
      return entryStateText.refused({ reason: entry.reason });
    case 'withdrawn':
      return entryStateText.withdrawn();
    case 'settled':
      return entryStateText.settled({ approved });
  }
}

/**
 * One card per visit or spend (a spend at several places is one card): what, code, place, date
 * (dd/MM/yyyy, as elsewhere in the app), a visit's location check, and a spend's amount and state; a withdrawn spend is not
 * shown as spent.
 */
export function ReportList({ entries }: { entries: readonly ReportEntry[] }) {
  return (
    <ol className="report-list">
      {entries.map((entry) => (
        <li key={`${entry.kind}/${entry.id}`} className="report-card" data-testid="report-entry">
          <p className="report-card__kind">{kindLabels[entry.kind]}</p>
          <dl className="report-card__facts">
            <div>
              <dt>Code</dt>
              <dd className="visit-code">{entry.code ?? '—'}</dd>
            </div>
            <div>
              <dt>Place</dt>
              <dd>{entry.place || '—'}</dd>
            </div>
            <div>
              <dt>Date</dt>
              <dd>{withSentText(formatOrgDate(entry.date), entry.date, entry.receivedAt)}</dd>
            </div>
            {entry.amount !== null && entry.state !== 'withdrawn' && (
              <div>
                <dt>Spent</dt>
                <dd>{rupeeText(entry.amount)}</dd>
              </div>
            )}
            {entry.check && (
              <div>
                <dt>Location</dt>
                <dd>{checkText(entry.check)}</dd>
              </div>
            )}
            {stateText(entry) !== null && (
              <div>
                <dt>State</dt>
                <dd>{stateText(entry)}</dd>
              </div>
            )}
          </dl>
        </li>
      ))}
    </ol>
  );
}
