import { describe, expect, it } from 'vitest';
import { personName } from './personName';

describe('personName', () => {
  it('reads the email’s local part as a capitalised name, else the account id', () => {
    expect(personName({ uid: 'u1', email: 'asha.sales@example.com' })).toBe('Asha Sales');
    expect(personName({ uid: 'u1', email: 'kiran_placement+2@example.com' })).toBe('Kiran Placement 2');
    expect(personName({ uid: 'u1', email: 'meera@example.com' })).toBe('Meera');
    expect(personName({ uid: 'u1' })).toBe('u1');
  });
});
