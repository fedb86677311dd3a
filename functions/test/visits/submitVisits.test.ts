import { describe, expect, it } from 'vitest';
import { submitSalesVisit } from '../../src/callables/submitSalesVisit.js';
import { submitPlacementVisit } from '../../src/callables/submitPlacementVisit.js';
import { peekVisitCode } from '../../src/callables/peekVisitCode.js';
import { callRequest } from '../support/callRequest.js';
import {
  failureOf,
  invoke,
  newRequestId,
  otherSalesRep,
  placementRep,
  salesRep,
} from '../support/callables.js';
import { fullPlacementVisit, fullSalesVisit, useEmptyLocalStore } from './harness.js';
import { storedData } from '../support/storedData.js';

const store = useEmptyLocalStore();

async function visitsIn(collection: string): Promise<Record<string, Record<string, unknown>>> {
  return (await store.get<Record<string, Record<string, unknown>>>(collection)) ?? {};
}

describe('submitSalesVisit', () => {
  it('stores every field with the issued code, the submitter, the time and the sheet state', async () => {
    const before = Date.now();
    const result = await invoke(
      submitSalesVisit,
      { ...fullSalesVisit(), requestId: newRequestId() },
      salesRep,
    );

    expect(result.code).toBe('SALES-VIST-1');
    const visits = await visitsIn('sales_visits');
    expect(Object.keys(visits)).toEqual([result.id]);
    const { requestId, createdAt, visitedAt, ...stored } = visits[result.id]!;
    expect(stored).toEqual({
      ...fullSalesVisit(),
      code: 'SALES-VIST-1',
      createdBy: { uid: salesRep.uid, email: salesRep.email },
      sheet: { state: 'disabled', attempts: 0 },
    });
    expect(typeof requestId).toBe('string');
    expect(createdAt).toBeGreaterThanOrEqual(before);
    // Sent with no capture time (an older phone): dated when it arrived.
    expect(visitedAt).toBe(createdAt);
    expect(await store.get('counters/salesVisit')).toBe(1);
  });

  it('accepts a visit with only its college filled in, storing no blanks', async () => {
    const blank = Object.fromEntries(Object.keys(fullSalesVisit()).map((field) => [field, '']));
    delete blank.studentCount;
    delete blank.perStudentRate;
    delete blank.totalContractValue;
    const input = { ...blank, collegeName: 'ABC College', requestId: newRequestId() };
    const result = await invoke(submitSalesVisit, input, salesRep);

    const stored = (await visitsIn('sales_visits'))[result.id]!;
    expect(Object.keys(stored).sort()).toEqual([
      'code',
      'collegeName',
      'createdAt',
      'createdBy',
      'requestId',
      'sheet',
      'visitedAt',
    ]);
  });

  it('refuses a visit with no college with a field message, and stores nothing', async () => {
    const error = await failureOf(
      invoke(submitSalesVisit, { collegeName: '  ', city: 'Pune', requestId: newRequestId() }, salesRep),
    );
    expect(error.code).toBe('invalid-argument');
    expect(JSON.stringify(error.details)).toContain('This field is required.');
    expect(await visitsIn('sales_visits')).toEqual({});
    expect(await store.get('counters/salesVisit')).toBeNull();
  });

  it('gives 20 concurrent submissions 20 distinct codes', async () => {
    const callers = [salesRep, otherSalesRep];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        invoke(submitSalesVisit, { collegeName: `College ${i}`, requestId: newRequestId() }, callers[i % 2]),
      ),
    );

    const codes = results.map((result) => result.code);
    expect(new Set(codes).size).toBe(20);
    expect(new Set(codes)).toEqual(new Set(Array.from({ length: 20 }, (_, i) => `SALES-VIST-${i + 1}`)));
    const stored = Object.values(await visitsIn('sales_visits')).map((visit) => visit.code);
    expect(stored.sort()).toEqual([...codes].sort());
    expect(await store.get('counters/salesVisit')).toBe(20);
  });

  it('stores a retried submission once and answers the retry with the first code', async () => {
    const input = { ...fullSalesVisit(), requestId: newRequestId() };
    const first = await invoke(submitSalesVisit, input, salesRep);
    const retry = await invoke(submitSalesVisit, input, salesRep);

    expect(retry).toEqual(first);
    expect(Object.keys(await visitsIn('sales_visits'))).toHaveLength(1);
    expect(await store.get('counters/salesVisit')).toBe(1);
  });

  it("keeps request ids per user: another user's same id is a submission of their own", async () => {
    const requestId = newRequestId();
    const mine = await invoke(submitSalesVisit, { collegeName: 'ABC College', requestId }, salesRep);
    const theirs = await invoke(submitSalesVisit, { collegeName: 'ABC College', requestId }, otherSalesRep);
    expect(theirs.code).not.toBe(mine.code);
    expect(Object.keys(await visitsIn('sales_visits'))).toHaveLength(2);
  });

  it('refuses a resubmission under the same id with edited fields, and stores nothing more', async () => {
    const input = { ...fullSalesVisit(), requestId: newRequestId() };
    await invoke(submitSalesVisit, input, salesRep);
    const error = await failureOf(invoke(submitSalesVisit, { ...input, collegeName: 'Edited' }, salesRep));
    expect(error).toMatchObject({ code: 'failed-precondition', details: { reason: 'request-reused' } });
    expect(Object.keys(await visitsIn('sales_visits'))).toHaveLength(1);
    expect(await store.get('counters/salesVisit')).toBe(1);
  });

  it.each([
    ['a wrong type', { studentCount: '120' }, 'studentCount', 'Must be a number.'],
    ['a fractional count', { studentCount: 12.5 }, 'studentCount', 'Must be a whole number.'],
    ['an unknown field', { discount: 10 }, 'discount', 'Unknown field.'],
    ['over-long text', { collegeName: 'x'.repeat(501) }, 'collegeName', 'Must be at most 500 characters.'],
    ['a negative number', { perStudentRate: -1 }, 'perStudentRate', 'Must not be negative.'],
    [
      'a malformed email',
      { pointOfContactEmail: 'tpo@college' },
      'pointOfContactEmail',
      'Enter a valid email address.',
    ],
    [
      'a malformed phone number',
      { pointOfContactNumber: 'call me' },
      'pointOfContactNumber',
      'Enter a valid phone number.',
    ],
    [
      'a date that does not exist',
      { autoDate: '2025-02-30' },
      'autoDate',
      'Enter a valid date (yyyy-mm-dd).',
    ],
    ['a state not on the list', { state: 'Atlantis' }, 'state', 'Choose one of the listed options.'],
    [
      'the word Other instead of a name',
      { courses: 'Other' },
      'courses',
      'Type the name instead of choosing Other.',
    ],
    ['no request id', { requestId: undefined }, 'requestId', 'Must be a request id (a UUID).'],
  ])(
    'refuses %s naming the field, storing nothing (but the call count) and consuming no code',
    async (_, change, field, message) => {
      const input = { ...fullSalesVisit(), requestId: newRequestId(), ...change };
      const error = await failureOf(invoke(submitSalesVisit, input, salesRep));

      expect(error.code).toBe('invalid-argument');
      expect(error.message).toBe(`${field}: ${message}`);
      expect(error.details).toEqual({ fieldErrors: [{ field, message }] });
      expect(await storedData(store)).toBeNull();
      expect((await invoke(peekVisitCode, { kind: 'sales' }, salesRep)).code).toBe('SALES-VIST-1');
    },
  );

  it('is refused to accounts without the sales role, and to strangers', async () => {
    const denied = await failureOf(invoke(submitSalesVisit, { requestId: newRequestId() }, placementRep));
    expect(denied.code).toBe('permission-denied');
    const stranger = await failureOf(submitSalesVisit.run(callRequest({ requestId: newRequestId() })));
    expect(stranger.code).toBe('unauthenticated');
    expect(await storedData(store)).toBeNull();
  });
});

describe('submitPlacementVisit', () => {
  it('stores the visit under Placement_Visit_NN codes that keep counting past 99', async () => {
    const first = await invoke(
      submitPlacementVisit,
      { ...fullPlacementVisit(), requestId: newRequestId() },
      placementRep,
    );
    expect(first.code).toBe('Placement_Visit_01');
    const stored = (await visitsIn('placement_visits'))[first.id]!;
    expect(stored).toMatchObject({ ...fullPlacementVisit(), code: 'Placement_Visit_01' });

    await store.set('counters/placementVisit', 99);
    const hundredth = await invoke(
      submitPlacementVisit,
      { ...fullPlacementVisit(), requestId: newRequestId() },
      placementRep,
    );
    expect(hundredth.code).toBe('Placement_Visit_100');
  });

  it.each([
    ['a missing field', { companyName: undefined }, 'companyName', 'This field is required.'],
    ['a blank field', { city: '   ' }, 'city', 'This field is required.'],
    ['a missing count', { numbersForHiring: undefined }, 'numbersForHiring', 'This field is required.'],
    ['a negative count', { numbersForHiring: -3 }, 'numbersForHiring', 'Must not be negative.'],
    ['a malformed email', { clientEmail: 'priya at acme' }, 'clientEmail', 'Enter a valid email address.'],
    [
      'Other without the domain name',
      { domain: 'Other' },
      'domain',
      'Type the name instead of choosing Other.',
    ],
    [
      'a Yes/No field with another answer',
      { pitched: 'Maybe' },
      'pitched',
      'Choose one of the listed options.',
    ],
    ['an unknown field', { salary: 5 }, 'salary', 'Unknown field.'],
  ])('refuses %s naming the field and consuming no code', async (_, change, field, message) => {
    const input = { ...fullPlacementVisit(), requestId: newRequestId(), ...change };
    const error = await failureOf(invoke(submitPlacementVisit, input, placementRep));

    expect(error.code).toBe('invalid-argument');
    expect(error.details).toEqual({ fieldErrors: [{ field, message }] });
    expect(await storedData(store)).toBeNull();
  });

  it('is refused to sales accounts', async () => {
    const error = await failureOf(
      invoke(submitPlacementVisit, { ...fullPlacementVisit(), requestId: newRequestId() }, salesRep),
    );
    expect(error.code).toBe('permission-denied');
  });
});

describe('peekVisitCode', () => {
  it('shows the code the next submission will get', async () => {
    expect(await invoke(peekVisitCode, { kind: 'sales' }, salesRep)).toEqual({ code: 'SALES-VIST-1' });
    expect(await invoke(peekVisitCode, { kind: 'placement' }, placementRep)).toEqual({
      code: 'Placement_Visit_01',
    });

    const { code } = await invoke(
      submitSalesVisit,
      { collegeName: 'ABC College', requestId: newRequestId() },
      salesRep,
    );
    expect(code).toBe('SALES-VIST-1');
    expect(await invoke(peekVisitCode, { kind: 'sales' }, salesRep)).toEqual({ code: 'SALES-VIST-2' });
  });

  it('only shows a side’s code to that side', async () => {
    const error = await failureOf(invoke(peekVisitCode, { kind: 'placement' }, salesRep));
    expect(error.code).toBe('permission-denied');
  });
});
