import type { VisitItem } from '@domain/api/visitItem';
import type { SheetSyncState } from '@domain/records/visitRecord';
import type { PlacementVisitFieldName } from '@domain/visits/placementVisit';
import type { SalesVisitFieldName } from '@domain/visits/salesVisit';
import { withSentText } from './sentText';
import { daysBetween, orgDayOf, orgTimeFormat } from '@domain/time/orgTime';

/** The forms' labels, by the schemas' field names. */
export const fieldLabels: Record<SalesVisitFieldName | PlacementVisitFieldName, string> = {
  collegeName: 'College Name',
  state: 'State',
  city: 'City',
  pointOfContactName: 'Point of Contact Name',
  pointOfContactEmail: 'Point of Contact Email',
  pointOfContactDesignation: 'Point of Contact Designation',
  pointOfContactNumber: 'Point of Contact Number',
  accreditation: 'Accreditation',
  affiliation: 'Affiliation',
  salesRep: 'Sales Rep',
  visitPurpose: 'Visit Purpose',
  courses: 'Courses',
  visitPhase: 'Visit Phase',
  autoDate: 'Auto Date',
  studentCount: 'Student Count',
  perStudentRate: 'Per Student Rate',
  totalContractValue: 'Total Contract Value',
  remarks: 'Remarks for Next Visit',
  proposal: 'Proposal',
  mou: 'MOU',
  companyName: 'Company Name',
  clientName: 'Client Name',
  clientDesignation: 'Client Designation',
  clientEmail: 'Client Email',
  clientContact: 'Client Contact',
  crRep: 'CR Rep',
  industry: 'Industry',
  domain: 'Domain',
  hiringPeriod: 'Hiring Period',
  numbersForHiring: 'Numbers for Hiring',
  pitched: 'Pitched',
  jdReceived: 'JD Received',
};

export function fieldLabel(name: string): string {
  return (fieldLabels as Record<string, string | undefined>)[name] ?? name;
}

export const sheetStateText: Record<SheetSyncState, string> = {
  pending: 'Pending',
  synced: 'In sheet',
  failed: 'Failed',
  disabled: 'No sheet',
};

const dateTime = orgTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** dd/MM/yyyy, HH:mm in the organisation's zone, as the dashboards show days. */
export function visitTimeText(ms: number): string {
  return dateTime.format(ms);
}

/** When a visit was made, with 'sent 18/11' when it reached the server on another day. */
export function visitDateText(visit: Pick<VisitItem, 'visitedAt' | 'createdAt'>): string {
  return withSentText(visitTimeText(visit.visitedAt), visit.visitedAt, visit.createdAt);
}

/** Whole organisation days from the day of `ms` to the day of `now`. */
export function daysSince(ms: number, now: number): number {
  return daysBetween(orgDayOf(ms), orgDayOf(now));
}

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A field as a cell shows it: amounts in Indian grouping with 2 decimals, '' when not filled. */
export function valueText(value: string | number | undefined, { amount = false } = {}): string {
  if (value === undefined) return '';
  if (typeof value === 'number') return amount ? rupees.format(value) : String(value);
  return value;
}

export function fieldText(visit: VisitItem, name: string, options?: { amount?: boolean }): string {
  return valueText(visit.fields[name], options);
}

/** The account that submitted a visit (the form's own rep field may name someone else, or no one). */
export function submitterText(visit: Pick<VisitItem, 'by'>): string {
  return visit.by.name;
}
