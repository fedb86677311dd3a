import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BottomNav } from '../components/BottomNav';
import { OfflineBanner } from '../components/OfflineBanner';
import { OutboxAnnouncer } from '../components/OutboxAnnouncer';
import { PageSpinner } from '../components/PageSpinner';
import { readSelectedOption } from '../lib/storedOptions';
import { LazyToaster } from './LazyToaster';
import { UpdatePrompt } from './pwa/UpdatePrompt';

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
        <OfflineBanner />
        <OutboxAnnouncer />
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <BottomNav readSelectedOption={readSelectedOption} isSignedIn={isSignedIn} />
      <LazyToaster />
    </div>
  );
}
