import { lazy, useState, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  /** Suspends while the code loads; renders at once when it has been preloaded. */
  Component: ComponentType<P>;
  /** Loads the code ahead of need; a failure is left to the first render to report. */
  preload: () => Promise<void>;
}

/** A lazily loaded component whose chunk can be fetched before it is first shown. */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await start() }));

  function Component(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount
    // it and lose what was typed.
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  return {
    Component,
    preload: async () => {
      await start();
    },
  };
}
