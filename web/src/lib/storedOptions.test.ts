import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetSignIn,
  readRememberedOption,
  readSelectedOption,
  rememberAdminSignIn,
  rememberStaffSignIn,
} from './storedOptions';

describe('storedOptions', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('stores the admin choice under its storage keys and forgets all of it at sign-out', () => {
    rememberAdminSignIn('admin@example.com', 'placementDocs');
    expect(readSelectedOption()).toBe('placementDocs');
    expect(readRememberedOption(' admin@example.com ')).toBe('placementDocs');
    expect(localStorage.getItem('admin_userEmail_admin@example.com')).toBe('admin@example.com');

    forgetSignIn('admin@example.com');
    expect(readSelectedOption()).toBeNull();
    expect(localStorage.getItem('admin_userEmail_admin@example.com')).toBeNull();
    expect(readRememberedOption('admin@example.com')).toBeNull();
  });

  it('stores staff emails as userSale and userPlac', () => {
    rememberStaffSignIn('sales', 'asha@example.com');
    rememberStaffSignIn('placement', 'kiran@example.com');
    expect(sessionStorage.getItem('userSale')).toBe('asha@example.com');
    expect(sessionStorage.getItem('userPlac')).toBe('kiran@example.com');
    forgetSignIn(null);
    expect(sessionStorage.getItem('userSale')).toBeNull();
    expect(sessionStorage.getItem('userPlac')).toBeNull();
  });

  it('carries on without storage when the browser refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => {
      rememberAdminSignIn('admin@example.com', 'bills');
    }).not.toThrow();
    expect(readSelectedOption()).toBeNull();
  });
});
