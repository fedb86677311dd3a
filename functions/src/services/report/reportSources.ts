import type { ReportEntry } from '../../domain/api/myReport.js';
import { parseVisitRecord } from '../../domain/records/visitRecord.js';
import type { Role } from '../../domain/roles.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { visitKinds } from '../visits/visitKinds.js';

/**
 * A collection of visits the Report reads, and how one of its records becomes an entry of its owner's
 * report. Spends come from their entries (`entrySpends`): a spend saved before entries has one once
 * `npm run indexes -- rebuild` has run, as every upgrade asks.
 */
export interface ReportSource {
  role: Role;
  path: string;
  /** The indexed child holding the entry's date. */
  orderBy: string;
  toEntry: (id: string, value: unknown) => { owner: string; entry: ReportEntry } | null;
}

function visitSource(kind: VisitKind): ReportSource {
  return {
    role: kind,
    path: visitKinds[kind].collection,
    orderBy: 'createdAt',
    toEntry: (id, value) => {
      const visit = parseVisitRecord(value);
      if (!visit) return null;
      const place = visit.collegeName ?? visit.companyName;
      return {
        owner: visit.createdBy.uid,
        entry: {
          kind: `${kind}Visit`,
          id,
          code: visit.code,
          place: typeof place === 'string' ? place : '',
          date: visit.createdAt,
          amount: null,
          state: null,
          approved: null,
          reason: null,
        },
      };
    },
  };
}

export const reportSources: readonly ReportSource[] = [visitSource('sales'), visitSource('placement')];
