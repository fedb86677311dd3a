import type { ReportEntry } from '../../domain/api/myReport.js';
import { parseSpendRecord } from '../../domain/records/spendRecord.js';
import { fromPaise } from '../../domain/spend/money.js';
import { parseVisitRecord } from '../../domain/records/visitRecord.js';
import type { Role } from '../../domain/roles.js';
import { spendCollections, type SpendSide } from '../../domain/spend/sides.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { visitKinds } from '../visits/visitKinds.js';

/** A collection the Report reads, and how one of its records becomes an entry of its owner's report. */
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
        },
      };
    },
  };
}

function spendSource(side: SpendSide): ReportSource {
  return {
    role: side,
    path: spendCollections[side],
    // Spends older than `createdAt` have only `date`, which new ones also carry (the same instant).
    orderBy: 'date',
    toEntry: (id, value) => {
      const spend = parseSpendRecord(side, id, value);
      if (!spend || typeof spend.row.date !== 'number') return null;
      return {
        owner: spend.createdBy.uid,
        entry: {
          kind: `${side}Spend`,
          id,
          code: null,
          place: spend.row.place ?? '',
          date: spend.row.date,
          amount: fromPaise(spend.row.amounts.spent.paise),
        },
      };
    },
  };
}

export const reportSources: readonly ReportSource[] = [
  visitSource('sales'),
  visitSource('placement'),
  spendSource('sales'),
  spendSource('placement'),
];
