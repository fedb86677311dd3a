import type * as sessionModule from '../../lib/session';

let loading: Promise<typeof sessionModule> | undefined;

/**
 * The session module, with Firebase (and zod, through the settings check) behind it: the sign-in
 * screens load it on the form's first touch or submit, not with the page, so /login paints with
 * React and the router alone (docs/decisions/016-lean-landing-page.md). A failed load is tried again.
 */
export function loadSession(): Promise<typeof sessionModule> {
  loading ??= import('../../lib/session').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** For a form's onFocus and onPointerDown: starts the load early, so the submit seldom waits for it. */
export function preloadSession(): void {
  loadSession().catch(() => undefined);
}
