import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { BottomNav } from '../components/BottomNav';
import { PageSpinner } from '../components/PageSpinner';
import { readSelectedOption } from '../lib/storedOptions';
import { LazyToaster } from './LazyToaster';
import { UpdatePrompt } from './pwa/UpdatePrompt';

// The outbox (IndexedDB, its sender's policy) loads just after the first paint, not before it.
const OfflineBanner = lazy(async () => ({
  default: (await import('../components/OfflineBanner')).OfflineBanner,
}));
const OutboxAnnouncer = lazy(async () => ({
  default: (await import('../components/OutboxAnnouncer')).OutboxAnnouncer,
}));

/** Loads the session (and Firebase with it) only when the bottom bar needs to know. */
async function isSignedIn(): Promise<boolean> {
  const { whenSessionKnown } = await import('../lib/session');
  return (await whenSessionKnown()).status === 'signedIn';
}

export function AppLayout() {
  return (
    <div className="app">
      <main className="app__main" id="main">
        <UpdatePrompt />
        <Suspense fallback={null}>
          <OfflineBanner />
          <OutboxAnnouncer />
        </Suspense>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <BottomNav readSelectedOption={readSelectedOption} isSignedIn={isSignedIn} />
      <LazyToaster />
    </div>
  );
}
