import { locationRules } from '@domain/visits/location/locationRules';

/** 'Proposed once 2 readings within 100 m from two people or two days agree.' */
export const evidenceRuleText = `A pin is proposed once two good readings within ${String(locationRules.agreeWithin)} m agree, from two people or two days; or type its coordinates.`;
