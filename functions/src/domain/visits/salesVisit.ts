import { z } from 'zod';
import { inputLimits } from '../constants.js';
import { states } from '../options/states.js';
import { visitPhases, yesNo } from '../options/visitOptions.js';
import { fieldOrderOf, optional, required } from './fieldRules.js';

/**
 * The fields of a sales visit, declared in the record's order (which `salesVisitFieldOrder` and the
 * sheet's columns follow; the form shows them in its own order). Only the college is required (a visit
 * to no place would be a pipeline row of its own); a filled field must be valid. Accreditation, affiliation and courses carry the typed name when Other
 * was chosen. Sales reps and universities are free text because an organisation may change its lists.
 */
export const salesVisitFields = z.strictObject({
  collegeName: required.text(),
  city: optional.text(),
  state: optional.choice(states),
  pointOfContactName: optional.text(),
  pointOfContactDesignation: optional.text(),
  pointOfContactNumber: optional.phone(),
  pointOfContactEmail: optional.email(),
  accreditation: optional.textOrOther(),
  affiliation: optional.textOrOther(),
  salesRep: optional.text(),
  visitPurpose: optional.text(),
  courses: optional.textOrOther(),
  visitPhase: optional.choice(visitPhases),
  autoDate: optional.date(),
  studentCount: optional.count(inputLimits.maxStudentCount),
  perStudentRate: optional.amount(inputLimits.maxContractAmount),
  totalContractValue: optional.amount(inputLimits.maxContractAmount),
  remarks: optional.paragraph(),
  proposal: optional.choice(yesNo),
  mou: optional.choice(yesNo),
});

export type SalesVisitFields = z.output<typeof salesVisitFields>;
export type SalesVisitFieldName = keyof SalesVisitFields;

/** The record order (after the code), as the schema above declares its fields. */
export const salesVisitFieldOrder: readonly SalesVisitFieldName[] = fieldOrderOf(salesVisitFields);
