import { z } from 'zod';

const editStateSchema = z.object({ editEntry: z.string() });

/** The router state that opens a form on a held entry (the Outbox's Edit). */
export function editState(entryId: string): { editEntry: string } {
  return { editEntry: entryId };
}

/** The held entry a screen was opened to edit (from its router state), if any. */
export function editingOf(state: unknown): string | undefined {
  const parsed = editStateSchema.safeParse(state);
  return parsed.success ? parsed.data.editEntry : undefined;
}
