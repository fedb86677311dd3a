import { z } from 'zod';

const visitPlaceStateSchema = z.object({ visitPlace: z.string().min(1) });

/** The router state that opens a visit form with its place filled in (the Due list's 'Record visit'). */
export function visitPlaceState(place: string): { visitPlace: string } {
  return { visitPlace: place };
}

/** The place a visit screen was opened for (from its router state), if any. */
export function visitPlaceOf(state: unknown): string | undefined {
  const parsed = visitPlaceStateSchema.safeParse(state);
  return parsed.success ? parsed.data.visitPlace : undefined;
}
