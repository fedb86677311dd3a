import { z } from 'zod';
import { inputLimits } from '../constants.js';
import { yesNo } from '../options/visitOptions.js';
import { fieldOrderOf, required } from './fieldRules.js';

/**
 * The fields of a placement visit, declared in the record's order (which `placementVisitFieldOrder`
 * and the sheet's columns follow): every one is required. `domain` is one of the
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

/** The record order (after the code), as the schema above declares its fields. */
export const placementVisitFieldOrder: readonly PlacementVisitFieldName[] =
  fieldOrderOf(placementVisitFields);
