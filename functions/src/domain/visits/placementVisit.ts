import { z } from 'zod';
import { inputLimits } from '../constants.js';
import { yesNo } from '../options/visitOptions.js';
import { required } from './fieldRules.js';

/**
 * The fields of a placement visit (SPEC.md section 3): every one is required. `domain` is one of the
 * listed domains or, when Other was chosen, the typed domain.
 */
export const placementVisitFields = z.strictObject({
  companyName: required.text(),
  city: required.text(),
  clientName: required.text(),
  clientDesignation: required.text(),
  clientEmail: required.email(),
  clientContact: required.phone(),
  crRep: required.text(),
  visitPurpose: required.text(),
  industry: required.text(),
  domain: required.textOrOther(),
  hiringPeriod: required.text(),
  numbersForHiring: required.count(inputLimits.maxHiringCount),
  pitched: required.choice(yesNo),
  jdReceived: required.choice(yesNo),
});

export type PlacementVisitFields = z.output<typeof placementVisitFields>;
export type PlacementVisitFieldName = keyof PlacementVisitFields;

/** The record order of SPEC.md section 3 (after the code): the sheet's columns follow it. */
export const placementVisitFieldOrder = [
  'companyName',
  'city',
  'clientName',
  'clientDesignation',
  'clientEmail',
  'clientContact',
  'crRep',
  'visitPurpose',
  'industry',
  'domain',
  'hiringPeriod',
  'numbersForHiring',
  'pitched',
  'jdReceived',
] as const satisfies readonly PlacementVisitFieldName[];
