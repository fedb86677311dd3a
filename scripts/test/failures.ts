/** Throws once, naming every failure among work that ran side by side. */
export function throwFailures(outcomes: PromiseSettledResult<unknown>[]): void {
  const failures = outcomes.flatMap((outcome): unknown[] =>
    outcome.status === 'rejected' ? [outcome.reason] : [],
  );
  if (failures.length > 0) throw new Error(failures.map((reason) => errorText(reason)).join('\n'));
}

export const errorText = (reason: unknown) => (reason instanceof Error ? reason.message : String(reason));

/** Runs each step whatever the others' outcome, one after the other, then names every failure. */
export async function allOf(steps: (() => Promise<unknown>)[]): Promise<void> {
  const outcomes: PromiseSettledResult<unknown>[] = [];
  for (const step of steps) outcomes.push(...(await Promise.allSettled([step()])));
  throwFailures(outcomes);
}
