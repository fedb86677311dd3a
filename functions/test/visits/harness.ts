import { rm } from 'node:fs/promises';
import { afterAll, beforeEach } from 'vitest';
import { LocalStore } from '../../src/adapters/store/localStore.js';
import { useTempLocalStore } from '../support/callRequest.js';

/**
 * Points the functions' services at a fresh local Store (Sheets sync off), emptied before each test of
 * the file and removed after it; returns a second handle on the same data for assertions. Call it at
 * the top of the test file: the services are created once per process, on first use.
 */
export function useEmptyLocalStore(): LocalStore {
  const dir = useTempLocalStore();
  delete process.env.SHEET_ID;
  const store = new LocalStore(dir);
  beforeEach(() => store.remove('/'));
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return store;
}

/** A sales visit with every field filled, Other entries replaced by their typed names. */
export function fullSalesVisit(): Record<string, unknown> {
  return {
    collegeName: 'Modern College of Engineering',
    city: 'Pune',
    state: 'Maharashtra',
    pointOfContactName: 'Dr. Kulkarni',
    pointOfContactDesignation: 'Training and Placement Officer',
    pointOfContactNumber: '+91 98765 43210',
    pointOfContactEmail: 'tpo@moderncoe.example.edu',
    accreditation: 'NAAC',
    affiliation: 'Autonomous Institute Board',
    salesRep: 'Amit',
    visitPurpose: 'Introduce the placement training programme',
    courses: 'BBA',
    visitPhase: 'Follow up - II',
    autoDate: '2025-01-15',
    studentCount: 120,
    perStudentRate: 2500.5,
    totalContractValue: 300060,
    remarks: 'Meet the principal next time.\nBring the brochure.',
    proposal: 'Yes',
    mou: 'No',
  };
}

export function fullPlacementVisit(): Record<string, unknown> {
  return {
    companyName: 'Acme Analytics',
    city: 'Mumbai',
    clientName: 'Priya Shah',
    clientDesignation: 'HR Manager',
    clientEmail: 'priya.shah@acme.example.com',
    clientContact: '022 2345 6789',
    crRep: 'Kiran',
    visitPurpose: 'Campus hiring for 2025',
    industry: 'Software',
    domain: 'Data Engineering',
    hiringPeriod: 'June 2025',
    numbersForHiring: 15,
    pitched: 'Yes',
    jdReceived: 'No',
  };
}
