import { useCallback, useMemo, useState } from 'react';
import { useLocation, useSearchParams, type Location } from 'react-router';

/** Search params to set (a value) or remove (''). */
export type UrlChange = Readonly<Record<string, string>>;

function withChange(text: string, change: UrlChange): URLSearchParams {
  const params = new URLSearchParams(text);
  for (const [name, value] of Object.entries(change)) {
    if (value) params.set(name, value);
    else params.delete(name);
  }
  return params;
}

/**
 * A screen's choices kept in the URL, so a view can be shared and Back undoes a change. The router
 * renders a URL change in a transition, which a slow phone takes a while to finish (the screen
 * reloads): until it has, `shown` already holds what was just chosen, so every control answers the tap
 * at once, and a choice made meanwhile keeps the ones before it. `committed` is the URL the screen
 * shows its data for. `replace` changes the URL in place rather than adding a step to Back.
 */
export function useUrlChoices({ replace = false }: { replace?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  const location = useLocation();
  // Chosen at this location: dropped once the router has rendered the next one (Back included).
  const [chosen, setChosen] = useState<{ at: Location; change: UrlChange } | null>(null);
  const pending = useMemo(() => (chosen?.at === location ? chosen.change : {}), [chosen, location]);
  const committed = useMemo(() => new URLSearchParams(text), [text]);
  const shown = useMemo(() => withChange(text, pending), [text, pending]);

  const choose = useCallback(
    (change: UrlChange) => {
      const stacked = { ...pending, ...change };
      setChosen({ at: location, change: stacked });
      setParams(withChange(text, stacked), { replace });
    },
    [text, location, pending, replace, setParams],
  );

  return { committed, shown, choose };
}
