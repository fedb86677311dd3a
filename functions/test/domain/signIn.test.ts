import { describe, expect, it } from 'vitest';
import {
  adminEmailPattern,
  greetingName,
  greetingNameEachWord,
  staffEmailPattern,
} from '../../src/domain/signIn.js';

describe('greetingName', () => {
  it.each([
    ['asha.sales@example.com', 'Asha.sales'],
    ['ravi@example.com', 'Ravi'],
    ['Meera@example.com', 'Meera'],
    ['  kiran@example.com', 'Kiran'],
    [null, 'Guest'],
    [undefined, 'Guest'],
    ['', 'Guest'],
    ['@example.com', 'Guest'],
  ])('%j -> %j', (email, name) => {
    expect(greetingName(email)).toBe(name);
  });
});

describe('greetingNameEachWord', () => {
  it.each([
    ['john.doe@example.com', 'John.Doe'],
    ['ravi_k-m@example.com', 'Ravi_K-M'],
    ['admin@example.com', 'Admin'],
    [null, 'User'],
  ])('%j -> %j', (email, name) => {
    expect(greetingNameEachWord(email)).toBe(name);
  });
});

describe('email patterns', () => {
  it('staff: anything@anything.anything without spaces', () => {
    expect(staffEmailPattern.test('a@b.c')).toBe(true);
    expect(staffEmailPattern.test('asha@example')).toBe(false);
    expect(staffEmailPattern.test('as ha@example.com')).toBe(false);
  });

  it('admin: local part, @, domain and a 2-6 letter ending', () => {
    expect(adminEmailPattern.test('admin.team+x@mail.example.co')).toBe(true);
    expect(adminEmailPattern.test('admin@example.c')).toBe(false);
    expect(adminEmailPattern.test('admin@example.company')).toBe(false);
    expect(adminEmailPattern.test('admin@example.123')).toBe(false);
  });
});
