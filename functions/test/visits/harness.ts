import { rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach } from 'vitest';
import type { CallableFunction } from 'firebase-functions/v2/https';
import { LocalStore } from '../../src/adapters/store/localStore.js';
import type { Role } from '../../src/domain/roles.js';
import { callRequest, useTempLocalStore } from '../support/callRequest.js';

export interface TestCaller {
  uid: string;
  email: string;
  roles: Role[];
}

export const salesRep: TestCaller = { uid: 'sales-1', email: 'asha.sales@example.com', roles: ['sales'] };
export const otherSalesRep: TestCaller = {
  uid: 'sales-2',
  email: 'ravi.sales@example.com',
  roles: ['sales'],
};
export const placementUser: TestCaller = {
  uid: 'plac-1',
  email: 'kiran.placement@example.com',
  roles: ['placement'],
};

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

/** Calls a callable the way the Functions runtime does, as the given account. */
export function invoke<R>(
  callable: CallableFunction<unknown, Promise<R>>,
  data: unknown,
  caller: TestCaller,
): Promise<R> {
  return callable.run(callRequest(data, caller));
}

/** The error a call fails with (the test fails if it succeeds). */
export async function failureOf(
  call: Promise<unknown>,
): Promise<{ code: string; message: string; details: unknown }> {
  const outcome = await call.then(
    (value: unknown) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  if (outcome.ok) throw new Error(`Expected the call to fail, it returned ${JSON.stringify(outcome.value)}`);
  return outcome.error as { code: string; message: string; details: unknown };
}

export const newRequestId = (): string => randomUUID();

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
