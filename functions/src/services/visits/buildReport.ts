import { z } from 'zod';
import { reportLimit, type ReportEntry } from '../../domain/api/myReport.js';
import type { Role } from '../../domain/roles.js';
import { spendCollections } from '../../domain/spend/sides.js';
import type { Store } from '../../ports/store.js';
import { visitKinds } from './visitKinds.js';

const visitSchema = z.object({
  code: z.string(),
  createdAt: z.number(),
  collegeName: z.string().optional(),
  companyName: z.string().optional(),
});

/** Spends are written by the Spent dialog; read leniently, since older records hold numbers as text. */
const spendSchema = z.object({
  date: z.coerce.number().pipe(z.number()),
  college: z.string().optional(),
  company: z.string().optional(),
  spentAmount: z.unknown().optional(),
});

interface Source {
  role: Role;
  path: string;
  ownerField: string;
  toEntry: (id: string, value: unknown) => ReportEntry | null;
}

function visitEntry(kind: ReportEntry['kind']) {
  return (id: string, value: unknown): ReportEntry | null => {
    const visit = visitSchema.safeParse(value);
    if (!visit.success) return null;
    const place = visit.data.collegeName ?? visit.data.companyName ?? '';
    return { kind, id, code: visit.data.code, place, date: visit.data.createdAt, amount: null };
  };
}

function spendEntry(kind: ReportEntry['kind']) {
  return (id: string, value: unknown): ReportEntry | null => {
    const spend = spendSchema.safeParse(value);
    if (!spend.success) return null;
    const amount = Number(spend.data.spentAmount);
    const place = (spend.data.college ?? spend.data.company ?? '').replaceAll('_', ' ');
    return {
      kind,
      id,
      code: null,
      place,
      date: spend.data.date,
      amount: Number.isFinite(amount) ? amount : null,
    };
  };
}

const sources: Source[] = [
  {
    role: 'sales',
    path: visitKinds.sales.collection,
    ownerField: 'submittedBy/uid',
    toEntry: visitEntry('salesVisit'),
  },
  {
    role: 'placement',
    path: visitKinds.placement.collection,
    ownerField: 'submittedBy/uid',
    toEntry: visitEntry('placementVisit'),
  },
  {
    role: 'sales',
    path: spendCollections.sales,
    ownerField: 'savedBy/uid',
    toEntry: spendEntry('salesSpend'),
  },
  {
    role: 'placement',
    path: spendCollections.placement,
    ownerField: 'savedBy/uid',
    toEntry: spendEntry('placementSpend'),
  },
];

/** The caller's own visits and spends on the sides their roles cover, newest first. */
export async function buildReport(store: Store, uid: string, roles: readonly Role[]): Promise<ReportEntry[]> {
  const lists = await Promise.all(
    sources
      .filter((source) => roles.includes(source.role))
      .map(async (source) => {
        const rows = await store.query(source.path, { orderBy: source.ownerField, startAt: uid, endAt: uid });
        return rows.map(({ key, value }) => source.toEntry(key, value));
      }),
  );
  return lists
    .flat()
    .filter((entry): entry is ReportEntry => entry !== null)
    .sort((a, b) => b.date - a.date || b.id.localeCompare(a.id))
    .slice(0, reportLimit);
}
