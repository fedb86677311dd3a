import { describe, expect, it, vi } from 'vitest';
import { fieldProblemText, inScreenOrder, screenOrder } from './visitFields';
import { salesVisitForm } from './visitKinds';

// visitKinds names each kind's submit hook, which reaches the Firebase client.
vi.mock('../../lib/firebase', () => ({ functions: {} }));

describe('inScreenOrder', () => {
  it('puts problems in the order their inputs stand on screen, whatever order the server gave', () => {
    const order = screenOrder(salesVisitForm.fields);
    const [first, second, third] = [order[0], order[3], order[order.length - 1]];
    const problems = [
      { field: third ?? '', message: 'c' },
      { field: null, message: 'form-wide' },
      { field: first ?? '', message: 'a' },
      { field: second ?? '', message: 'b' },
    ];
    expect(inScreenOrder(salesVisitForm.fields, problems).map((problem) => problem.message)).toEqual([
      'a',
      'b',
      'c',
      'form-wide',
    ]);
  });

  it('places an Other text field right after its dropdown', () => {
    const withOther = salesVisitForm.fields.find((field) => field.kind === 'select' && field.other);
    expect(withOther).toBeDefined();
    const order = screenOrder(salesVisitForm.fields);
    const at = order.indexOf(withOther?.name ?? '');
    expect(withOther?.kind === 'select' ? withOther.other?.name : undefined).toBe(order[at + 1]);
  });
});

describe('fieldProblemText', () => {
  it('names each refused field by its label on the form', () => {
    expect(
      fieldProblemText(salesVisitForm.fields, [
        { field: 'collegeName', message: 'This field is required.' },
        { field: 'city', message: 'Too long.' },
      ]),
    ).toBe('College Name: This field is required. City: Too long.');
  });

  it('gives null when no problem is about a field of the form, so the server message is shown', () => {
    expect(fieldProblemText(salesVisitForm.fields, [{ field: 'requestId', message: 'Bad id.' }])).toBeNull();
    expect(fieldProblemText(salesVisitForm.fields, [])).toBeNull();
  });
});
