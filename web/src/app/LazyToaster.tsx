import { lazy, Suspense } from 'react';
import { timings } from '@domain/constants';
import './toaster.css';

const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** Toasts top-right, 5 s unless a caller says otherwise; loaded after the first paint. */
export function LazyToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" duration={timings.defaultToastMs} richColors closeButton />
    </Suspense>
  );
}
