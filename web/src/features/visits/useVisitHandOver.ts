import { useEffect, useRef } from 'react';
import type { DraftedForm } from '../../lib/formDraft';
import { submitFailureText } from '../../lib/submitErrors';
import { outbox } from '../../lib/submission/outbox';
import { storeFailureText } from '../../lib/submission/storeFailure';
import type { useVisitReading } from './useVisitReading';
import type { VisitFormValues } from './visitFields';
import type { VisitKindForm } from './visitKinds';
import { handOverVisit, showRefusedFields, visitOutcomeOf, type VisitOutcome } from './visitOutbox';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface HandOverParts {
  reading: ReturnType<typeof useVisitReading>;
  /** Sets the failure the form shows until the next success. */
  setNotice: (notice: string | null) => void;
}

/**
 * A checked visit handed to the outbox, with its reading (or, for an edit, the one the visit was made
 * with) in place of the entry an edit opened; answers its outcome. A refusal stays on screen and in
 * the draft for the user to fix, and nothing stays queued. Left without saving an edit, the entry goes
 * back to be sent as it was.
 */
export function useVisitHandOver<I extends { requestId: string }>(
  config: VisitKindForm<I>,
  { form, saveNow, forgetStored }: DraftedForm<VisitFormValues>,
  editing: string | undefined,
  { reading, setNotice }: HandOverParts,
) {
  // Taken once: after the edit is saved the router state still names the old entry.
  const replacing = useRef(editing);

  useEffect(
    () => () => {
      // Left without saving the edit: the entry goes back to be sent as it was.
      if (replacing.current !== undefined) void outbox.release(replacing.current);
    },
    [],
  );

  const refused = (error: unknown): VisitOutcome => {
    saveNow();
    showRefusedFields(form, config, error);
    const message = submitFailureText(error);
    setNotice(message);
    return { status: 'failed', message };
  };

  /** Stops the wait for the answer of the visit being handed over (its status was closed). */
  const waiting = useRef<AbortController | null>(null);

  const outcomeWith = async (
    input: I,
    answer: { onStored: () => void; handBack: AbortSignal },
  ): Promise<VisitOutcome> => {
    if (config.sendDelayMs > 0) await wait(config.sendDelayMs);
    const kept = await reading.keptFor(replacing.current);
    const draft = {
      kind: 'call' as const,
      callable: config.callable,
      // The kind's schema parsed it: it is that callable's input.
      input: { ...input, ...kept } as never,
      summary: config.summaryOf(form.getValues()),
      form: { name: config.callable, values: form.getValues() },
    };
    let submitted;
    try {
      submitted = await handOverVisit(draft, replacing.current, { forgetStored, ...answer });
      replacing.current = undefined;
    } catch (error) {
      const message = storeFailureText(error);
      setNotice(message);
      return { status: 'failed', message };
    }
    if (submitted.status === 'refused') {
      await outbox.discard(submitted.entry.id);
      return refused(submitted.error);
    }
    setNotice(null);
    return visitOutcomeOf(submitted);
  };

  /** The visit's outcome; `onStored` is told once it is kept on the phone. */
  const outcomeOf = async (input: I, onStored: () => void): Promise<VisitOutcome> => {
    const handBack = new AbortController();
    waiting.current = handBack;
    try {
      return await outcomeWith(input, { onStored, handBack: handBack.signal });
    } finally {
      waiting.current = null;
    }
  };

  return {
    outcomeOf,
    /** The form stops waiting for the answer: the outcome is 'pending' and the status line follows it. */
    handBack: () => {
      waiting.current?.abort();
    },
    isEdit: () => replacing.current !== undefined,
  };
}
