import { submitPlacementVisitInput, type SubmitPlacementVisitInput } from '@domain/api/submitPlacementVisit';
import { submitSalesVisitInput, type SubmitSalesVisitInput } from '@domain/api/submitSalesVisit';
import { timings, visitCodes } from '@domain/constants';
import { states } from '@domain/options/states';
import { orgDayOf } from '@domain/time/orgTime';
import { universities } from './universities';
import {
  accreditations,
  courses,
  defaultSalesReps,
  domains,
  visitPhases,
  yesNo,
} from '@domain/options/visitOptions';
import type { VisitKind } from '@domain/visitCodes';
import { placementVisitFieldOrder } from '@domain/visits/placementVisit';
import { salesVisitFieldOrder } from '@domain/visits/salesVisit';
import { visitMessages } from '@domain/visits/visitMessages';
import type { Action, ActionDialogProps } from '../../components/ActionBar';
import { placementActions, placementActionToasts, salesActions } from './actions';
import { emptyValuesOf, type VisitFields, type VisitFormValues } from './visitFields';

/** Everything that differs between the sales and the placement visit screens. */
export interface VisitKindForm<I> extends VisitFields<I> {
  kind: VisitKind;
  formLabel: string;
  /** Every field required, checked by the browser before anything is sent. */
  required: boolean;
  /** A fresh form; stable, since the draft reads it when the user changes. */
  emptyValues: () => VisitFormValues;
  /** Submit asks for confirmation first. */
  confirmFirst: boolean;
  /** Waits this long after Confirm before sending, so 'Saving...' is seen. */
  sendDelayMs: number;
  /** The status dialog's title while sending; null: no dialog until the outcome. */
  pendingTitle: string | null;
  submittingLabel: string;
  successTitle: string;
  /** How long the outcome shows before the dialog closes. */
  outcomeMs: number;
  /** Stands in for the next code while it cannot be loaded. */
  codeUnavailable: string;
  actionsLabel: string;
  actions: readonly Action[];
  actionToasts: Pick<ActionDialogProps, 'onSaved' | 'onFailed'>;
  /** The write callable the outbox sends the visit with. */
  callable: 'submitSalesVisit' | 'submitPlacementVisit';
  /** The Outbox's line for a visit with these values. */
  summaryOf: (values: VisitFormValues) => string;
}

const nextVisitLabel = 'Next visit on';

const salesFields = [
  { name: 'collegeName', label: 'College Name', kind: 'place', side: 'sales' },
  { name: 'state', label: 'State', kind: 'select', options: states, placeholder: 'Select State' },
  { name: 'city', label: 'City', kind: 'text' },
  { name: 'pointOfContactName', label: 'Point of Contact Name', kind: 'text' },
  { name: 'pointOfContactEmail', label: 'Point of Contact Email', kind: 'email' },
  { name: 'pointOfContactDesignation', label: 'Point of Contact Designation', kind: 'text' },
  { name: 'pointOfContactNumber', label: 'Point of Contact Number', kind: 'phone' },
  {
    name: 'accreditation',
    label: 'Accreditation',
    kind: 'select',
    options: accreditations,
    placeholder: 'Select Accreditation',
    other: { name: 'accreditationOther', label: 'Enter Other Accreditation' },
  },
  {
    name: 'affiliation',
    label: 'Affiliation',
    kind: 'select',
    options: universities,
    placeholder: 'Select Affiliation',
    other: { name: 'affiliationOther', label: 'Enter Other Affiliation' },
  },
  {
    name: 'salesRep',
    label: 'Sales Rep',
    kind: 'select',
    options: defaultSalesReps,
    placeholder: 'Select Sales Rep',
  },
  { name: 'visitPurpose', label: 'Visit Purpose', kind: 'text' },
  {
    name: 'courses',
    label: 'Courses',
    kind: 'select',
    options: courses,
    placeholder: 'Select Course',
    other: { name: 'coursesOther', label: 'Enter Other Course' },
  },
  {
    name: 'visitPhase',
    label: 'Visit Phase',
    kind: 'select',
    options: visitPhases,
    placeholder: 'Select Visit Phase',
  },
  { name: 'autoDate', label: 'Auto Date', kind: 'date' },
  { name: 'studentCount', label: 'Student Count', kind: 'count' },
  { name: 'perStudentRate', label: 'Per Student Rate', kind: 'amount' },
  { name: 'totalContractValue', label: 'Total Contract Value', kind: 'amount' },
  { name: 'remarks', label: 'Remarks for Next Visit', kind: 'textarea' },
  { name: 'nextVisitOn', label: nextVisitLabel, kind: 'nextVisit' },
  { name: 'proposal', label: 'Proposal', kind: 'select', options: yesNo, placeholder: 'Select' },
  { name: 'mou', label: 'MOU', kind: 'select', options: yesNo, placeholder: 'Select' },
] as const;

const placementFields = [
  { name: 'companyName', label: 'Company Name', kind: 'place', side: 'placement' },
  { name: 'city', label: 'City', kind: 'text' },
  { name: 'clientName', label: 'Client Name', kind: 'text' },
  { name: 'clientDesignation', label: 'Client Designation', kind: 'text' },
  { name: 'clientEmail', label: 'Client Email', kind: 'email' },
  { name: 'clientContact', label: 'Client Contact', kind: 'phone' },
  { name: 'crRep', label: 'CR Rep', kind: 'text' },
  { name: 'visitPurpose', label: 'Visit Purpose', kind: 'text' },
  { name: 'industry', label: 'Industry', kind: 'text' },
  {
    name: 'domain',
    label: 'Domain',
    kind: 'select',
    options: domains,
    placeholder: 'Select Domain',
    other: { name: 'domainOther', label: 'Enter Other Domain' },
  },
  { name: 'hiringPeriod', label: 'Hiring Period', kind: 'text' },
  { name: 'numbersForHiring', label: 'Numbers for Hiring', kind: 'count' },
  { name: 'pitched', label: 'Pitched', kind: 'select', options: yesNo, placeholder: 'Select' },
  { name: 'jdReceived', label: 'JD Received', kind: 'select', options: yesNo, placeholder: 'Select' },
  { name: 'nextVisitOn', label: nextVisitLabel, kind: 'nextVisit' },
] as const;

/** A fresh sales form: everything empty except Auto Date, which starts at the organisation's today. */
function emptySalesForm(): VisitFormValues {
  return { ...emptyValuesOf(salesFields), autoDate: orgDayOf(Date.now()) };
}

function emptyPlacementForm(): VisitFormValues {
  return emptyValuesOf(placementFields);
}

export const salesVisitForm: VisitKindForm<SubmitSalesVisitInput> = {
  kind: 'sales',
  formLabel: 'Sales visit',
  fields: salesFields,
  sentOrder: [...salesVisitFieldOrder, 'nextVisitOn'],
  numberFields: ['studentCount', 'perStudentRate', 'totalContractValue'],
  schema: submitSalesVisitInput,
  required: false,
  emptyValues: emptySalesForm,
  confirmFirst: true,
  sendDelayMs: timings.salesSubmitDelayMs,
  pendingTitle: visitMessages.saving,
  submittingLabel: 'Submit',
  successTitle: visitMessages.salesSubmitted,
  outcomeMs: timings.statusDialogCloseMs,
  codeUnavailable: '—',
  actionsLabel: 'Sales actions',
  actions: salesActions,
  actionToasts: {},
  callable: 'submitSalesVisit',
  summaryOf: (values) => `Sales visit · ${values.collegeName?.trim() || 'no college name'}`,
};

export const placementVisitForm: VisitKindForm<SubmitPlacementVisitInput> = {
  kind: 'placement',
  formLabel: 'Placement visit',
  fields: placementFields,
  sentOrder: [...placementVisitFieldOrder, 'nextVisitOn'],
  numberFields: ['numbersForHiring'],
  schema: submitPlacementVisitInput,
  required: true,
  emptyValues: emptyPlacementForm,
  confirmFirst: false,
  sendDelayMs: 0,
  pendingTitle: null,
  submittingLabel: visitMessages.submitting,
  successTitle: visitMessages.placementSubmitted,
  outcomeMs: timings.submitConfirmationMs,
  // The stand-in staff know when the code cannot be loaded; the submission still gets a real one.
  codeUnavailable: visitCodes.placementLoadErrorCode,
  actionsLabel: 'Placement actions',
  actions: placementActions,
  actionToasts: placementActionToasts,
  callable: 'submitPlacementVisit',
  summaryOf: (values) => `Placement visit · ${values.companyName?.trim() || 'no company name'}`,
};
