import { act, renderHook } from '@testing-library/react';
import { onAuthStateChanged, type User } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { draftLifetimeMs } from '@domain/constants';
import { removeAllDrafts } from './draftStorage';
import { draftKey, useDraftedForm } from './formDraft';

vi.mock('../config/env', () => ({
  readEnv: () => ({ VITE_USE_EMULATORS: 'false', VITE_FIREBASE_API_KEY: 'k' }),
}));
vi.mock('firebase/app', () => ({ initializeApp: vi.fn(() => ({})) }));
vi.mock('firebase/functions', () => ({ getFunctions: vi.fn(), connectFunctionsEmulator: vi.fn() }));
vi.mock('firebase/auth', () => ({
  initializeAuth: vi.fn(() => ({})),
  connectAuthEmulator: vi.fn(),
  onAuthStateChanged: vi.fn(),
  indexedDBLocalPersistence: {},
  browserLocalPersistence: {},
  browserSessionPersistence: {},
}));

const empty = () => ({ collegeName: '', city: '' });
const requestId = '0b6f3c1e-8a53-4c1f-9d1e-2f0a6b7c8d9e';

function store(key: string, draftFor: string, values: Record<string, string>, savedAt = Date.now()) {
  localStorage.setItem(key, JSON.stringify({ values, requestId, key: draftFor, savedAt }));
}

beforeEach(() => {
  localStorage.clear();
});

describe('visit drafts on the device', () => {
  it('are all removed at sign-out, other storage kept', () => {
    store(draftKey('sales', 'u1'), draftKey('sales', 'u1'), { collegeName: 'COEP' });
    store(draftKey('placement', 'u2'), draftKey('placement', 'u2'), { city: 'Pune' });
    localStorage.setItem('field-tracker:selectedOption', 'bills');
    removeAllDrafts();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('field-tracker:selectedOption')).toBe('bills');
  });

  it('are removed whenever Firebase reports nobody signed in', async () => {
    await import('./firebase');
    const listener = vi.mocked(onAuthStateChanged).mock.calls[0]?.[1] as (user: User | null) => void;
    store(draftKey('sales', 'u1'), draftKey('sales', 'u1'), { collegeName: 'COEP' });
    listener({ uid: 'u1' } as User);
    expect(localStorage.length).toBe(1);
    listener(null);
    expect(localStorage.length).toBe(0);
  });

  it('are restored for the account that wrote them', () => {
    const key = draftKey('sales', 'u1');
    store(key, key, { collegeName: 'COEP', city: 'Pune' });
    const { result } = renderHook(() => useDraftedForm(key, empty));
    expect(result.current.restored).toBe(true);
    expect(result.current.form.getValues()).toEqual({ collegeName: 'COEP', city: 'Pune' });
  });

  it('are never restored for another account, even when found under its key', () => {
    const theirs = draftKey('sales', 'u2');
    store(theirs, draftKey('sales', 'u1'), { collegeName: 'COEP' });
    const { result } = renderHook(() => useDraftedForm(theirs, empty));
    expect(result.current.restored).toBe(false);
    expect(result.current.form.getValues()).toEqual(empty());
  });

  it('are dropped once older than the server keeps request ids', () => {
    const key = draftKey('sales', 'u1');
    store(key, key, { collegeName: 'COEP' }, Date.now() - draftLifetimeMs - 60_000);
    const { result } = renderHook(() => useDraftedForm(key, empty));
    expect(result.current.restored).toBe(false);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('written by the form name the account they belong to', () => {
    const key = draftKey('sales', 'u3');
    const { result } = renderHook(() => useDraftedForm(key, empty));
    act(() => {
      result.current.form.setValue('collegeName', 'VJTI');
      result.current.saveNow();
    });
    expect(JSON.parse(localStorage.getItem(key) ?? '{}')).toMatchObject({
      key,
      values: { collegeName: 'VJTI' },
    });
  });
});
