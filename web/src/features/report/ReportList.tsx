import { format } from 'date-fns';
import type { ReportEntry } from '@domain/api/myReport';

const kindLabels: Record<ReportEntry['kind'], string> = {
  salesVisit: 'Sales visit',
  placementVisit: 'Placement visit',
  salesSpend: 'Spend',
  placementSpend: 'Spend',
};

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** One card per visit or spend: what, code, place and date (dd/MM/yyyy, as elsewhere in the app). */
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
              <dd>{format(entry.date, 'dd/MM/yyyy')}</dd>
            </div>
            {entry.amount !== null && (
              <div>
                <dt>Spent</dt>
                <dd>{rupees.format(entry.amount)}</dd>
              </div>
            )}
          </dl>
        </li>
      ))}
    </ol>
  );
}
