import { z } from 'zod';
import { accountKeys } from '../../../lib/accountKeys';

const keptPlanSchema = z.object({
  /** The organisation's day (Asia/Kolkata) the plan is for: another day's plan is not used. */
  day: z.string(),
  origin: z.object({
    latitude: z.number(),
    longitude: z.number(),
    from: z.enum(['here', 'saved']),
    label: z.string().optional(),
  }),
  order: z.array(z.string()),
});
export type KeptPlan = z.output<typeof keptPlanSchema>;

/**
 * The rep's plan of `day` as this phone kept it, or null (none, another day's, unreadable). One key per
 * account, holding its day: a new day's plan replaces the last, and sign-out removes it.
 */
export function readKeptPlan(uid: string, day: string): KeptPlan | null {
  try {
    const parsed = keptPlanSchema.safeParse(
      JSON.parse(localStorage.getItem(accountKeys.dayPlan(uid)) ?? 'null'),
    );
    return parsed.success && parsed.data.day === day ? parsed.data : null;
  } catch {
    return null;
  }
}

export function keepPlan(uid: string, plan: KeptPlan): void {
  try {
    localStorage.setItem(accountKeys.dayPlan(uid), JSON.stringify(plan));
  } catch {
    // Storage blocked or full: the order holds until the screen closes.
  }
}
