import { describe, expect, it } from 'vitest';
import { submitSalesVisitInput } from '@domain/api/submitSalesVisit';
import { checkWithSchema } from './formCheck';

const requestId = '0b6f3c1e-8a53-4c1f-9d1e-2f0a6b7c8d9e';

describe('checkWithSchema: the form shows the server schema’s own refusals inline', () => {
  it('points invisible, control and bidi text, sub-paisa amounts and far dates at their fields', () => {
    const checked = checkWithSchema(
      submitSalesVisitInput,
      {
        requestId,
        collegeName: '\u200B\u200B',
        city: 'Pu\u0000ne',
        visitPurpose: 'Demo \u202Eofni',
        accreditation: 'other',
        perStudentRate: 1.000000001,
        autoDate: '9999-12-31',
      },
      (field) => field,
    );
    expect(checked).toEqual({
      ok: false,
      errors: [
        { field: 'collegeName', message: 'Enter visible text.' },
        { field: 'city', message: 'Remove the control characters.' },
        { field: 'accreditation', message: 'Type the name instead of choosing Other.' },
        { field: 'visitPurpose', message: 'Remove the text-direction control characters.' },
        { field: 'autoDate', message: 'Enter a date from 2000-01-01 to one year from today.' },
        { field: 'perStudentRate', message: 'Use at most 2 decimal places.' },
      ],
    });
  });
});
