import { OTHER } from './other.js';

export const accreditations = ['NBA', 'NRIF', 'NAAC', 'NABH', OTHER] as const;
export const courses = ['Eng.', 'MBA', OTHER] as const;
export const yesNo = ['Yes', 'No'] as const;
export const visitTypes = ['Single Visit', 'Multiple Visit'] as const;
export const domains = ['IT', 'Finance', 'Healthcare', OTHER] as const;
export const visitPhases = [
  'Lead',
  'Follow up - I',
  'Follow up - II',
  'Follow up - III',
  'Follow up - IV',
  'Follow up - V',
  'Follow up - VI',
  'Follow up - VII',
  'Follow up - VIII',
  'Closure',
] as const;
/** The two sales representatives, by first name; not tied to the signed-in account. */
export const defaultSalesReps = ['Amit', 'Sneha'] as const;
