import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../components/PageSpinner';
import { LazyToaster } from './LazyToaster';

export function AppLayout() {
  return (
    <div className="app">
      <main className="app__main" id="main">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <LazyToaster />
    </div>
  );
}
