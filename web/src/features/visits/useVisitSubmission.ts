import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { visitMessages } from '@domain/visits/visitMessages';
import { CallError } from '../../lib/callError';
import { serverProblems, showFieldProblems } from '../../lib/formCheck';
import type { DraftedForm } from '../../lib/formDraft';
import { submitFailureText } from '../../lib/submitErrors';
import { outbox } from '../../lib/submission/outbox';
import { getEntry } from '../../lib/submission/outboxDb';
import type { VisitReading } from '@domain/visits/location/visitReading';
import { newRequestId } from '../../lib/submission/requestId';
import { storeFailureText } from '../../lib/submission/storeFailure';
import { invalidateMyFollowUps } from '../followUps/api/myFollowUps';
import { invalidateVisitCode } from './api/peekVisitCode';
import { checkVisit, formFieldOf, inScreenOrder, screenOrder, type VisitFormValues } from './visitFields';
import type { VisitKindForm } from './visitKinds';
import { keptOfEntry, type KeptOfVisit } from './keptOfEntry';
import { waitForReading } from './location/waitForReading';

/**
 * Sent with the code the server assigned, kept on the phone to be sent later (offline or a weak
 * connection), still being sent (the form is given back and the status line follows the entry), or
 * refused.
 */
export type VisitOutcome =
  | { status: 'sent'; code: string }
  | { status: 'queued' }
  | { status: 'pending'; entryId: string }
  | { status: 'failed'; message: string };

export type VisitPhase<I = unknown> =
  | { name: 'editing' }
  | { name: 'confirming'; input: I }
  /** `locating`: 3 s passed without the reading; the person may send without it. */
  | { name: 'saving'; locating?: boolean }
  | { name: 'done'; outcome: VisitOutcome };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A visit submission for each kind: the shared check first (the first problem on screen gets focus),
 * an optional confirmation, then the outbox: the visit is stored on the phone, then sent. The outcome
 * shows for a while; a visit sent or kept to be sent later then clears the form. A refusal keeps the
 * values on screen (and as the draft) for the user to fix, and nothing stays queued.
 */
export function useVisitSubmission<I extends { requestId: string }>(
  config: VisitKindForm<I>,
  drafted: DraftedForm<VisitFormValues>,
  /** A queued entry opened by the Outbox's Edit (held): the next submit replaces it. */
  editing?: string,
  /** Starts the visit's one location reading at Submit (null: the person was not asked yet). */
  startReading: () => Promise<VisitReading> | null = () => null,
) {
  const { form, saveNow, forgetStored, discard } = drafted;
  const [phase, setPhase] = useState<VisitPhase<I>>({ name: 'editing' });
  /** The entry handed back before its answer came: the status line follows it. */
  const [following, setFollowing] = useState<string | null>(null);
  // Taken once: after the edit is saved the router state still names the old entry.
  const replacing = useRef(editing);
  /** A failure that outlives the outcome, shown by the form until the next success. */
  const [notice, setNotice] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The reading started when Submit was tapped: it runs while the person confirms. */
  const reading = useRef<Promise<VisitReading> | null>(null);
  /** Ends the wait for the reading at once ('Send without it'). */
  const skipReading = useRef<(() => void) | null>(null);
  const queryClient = useQueryClient();

  useEffect(
    () => () => {
      clearTimeout(closeTimer.current);
      // Left without saving the edit: the entry goes back to be sent as it was.
      if (replacing.current !== undefined) void outbox.release(replacing.current);
    },
    [],
  );

  const finish = (outcome: VisitOutcome) => {
    clearTimeout(closeTimer.current);
    setPhase({ name: 'editing' });
    if (outcome.status === 'failed') return;
    discard();
    if (outcome.status !== 'sent') return;
    void invalidateVisitCode(queryClient, config.kind);
    // It may have closed the place's follow-up, or set the next one.
    void invalidateMyFollowUps(queryClient);
  };

  const refused = (error: unknown): VisitOutcome => {
    saveNow();
    if (error instanceof CallError) {
      const values = form.getValues();
      const inputs = {
        inputOf: (field: string) => formFieldOf(config, values, field),
        order: screenOrder(config.fields),
      };
      showFieldProblems(form, serverProblems(error.fieldErrors, inputs), false);
    }
    const message = submitFailureText(error);
    setNotice(message);
    return { status: 'failed', message };
  };

  /** A new visit's own reading, waited for at most until its limit, saying so after 3 s. */
  const ownReading = async (): Promise<KeptOfVisit> => {
    const started = reading.current;
    reading.current = null;
    if (started === null) return {};
    const readingWait = waitForReading(started, () => {
      setPhase((now) => (now.name === 'saving' ? { name: 'saving', locating: true } : now));
    });
    skipReading.current = readingWait.skip;
    const located = await readingWait.reading;
    skipReading.current = null;
    setPhase((now) => (now.name === 'saving' ? { name: 'saving' } : now));
    return { reading: located };
  };

  /** An edit keeps the reading and capture time of the visit as it was made; a new visit takes its own. */
  const keptFor = async (replaced: string | undefined): Promise<KeptOfVisit> => {
    if (replaced === undefined) return ownReading();
    reading.current = null;
    return keptOfEntry(await getEntry(replaced));
  };

  const outcomeOf = async (input: I): Promise<VisitOutcome> => {
    if (config.sendDelayMs > 0) await wait(config.sendDelayMs);
    const kept = await keptFor(replacing.current);
    let submitted;
    const draft = {
      kind: 'call' as const,
      callable: config.callable,
      // The kind's schema parsed it: it is that callable's input.
      input: { ...input, ...kept } as never,
      summary: config.summaryOf(form.getValues()),
      form: { name: config.callable, values: form.getValues() },
    };
    try {
      const replaced = replacing.current;
      if (replaced === undefined) {
        // The outbox has it now: a reload must not offer the same values again as unsent.
        submitted = await outbox.submit(draft, {
          onStored: () => {
            forgetStored();
          },
        });
      } else {
        submitted = await outbox.replace(replaced, draft);
        replacing.current = undefined;
        forgetStored();
      }
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
    if (submitted.status === 'pending') return { status: 'pending', entryId: submitted.entry.id };
    const code = submitted.status === 'sent' ? submitted.result.code : undefined;
    return code === undefined ? { status: 'queued' } : { status: 'sent', code };
  };

  const send = async (input: I) => {
    setPhase({ name: 'saving' });
    setFollowing(null);
    const outcome = await outcomeOf(input);
    if (outcome.status === 'pending') {
      // No answer yet: the screen is given back at once, the status line follows the entry.
      setFollowing(outcome.entryId);
      finish(outcome);
      return;
    }
    setPhase({ name: 'done', outcome });
    closeTimer.current = setTimeout(() => {
      finish(outcome);
    }, config.outcomeMs);
  };

  const submitValues = (values: VisitFormValues) => {
    const checked = checkVisit(config, values, newRequestId());
    if (!checked.ok) {
      showFieldProblems(form, inScreenOrder(config.fields, checked.errors), true);
      setNotice(visitMessages.fixFields);
      return;
    }
    reading.current = replacing.current === undefined ? startReading() : null;
    if (config.confirmFirst) setPhase({ name: 'confirming', input: checked.input });
    else void send(checked.input);
  };

  return {
    phase,
    notice,
    following,
    busy: phase.name === 'saving',
    submit: (event: SubmitEvent<HTMLFormElement>) => {
      void form.handleSubmit(submitValues)(event);
    },
    confirm: () => {
      if (phase.name === 'confirming') void send(phase.input);
    },
    cancel: () => {
      setPhase({ name: 'editing' });
    },
    /** 'Send without it': the visit stops waiting for its reading and is sent at once. */
    sendWithoutLocation: () => {
      skipReading.current?.();
    },
    closeStatus: () => {
      if (phase.name === 'done') finish(phase.outcome);
    },
    /** Empties the form and its draft; the toast offers the values back. */
    clear: () => {
      const kept = form.getValues();
      discard();
      setNotice(null);
      toast(visitMessages.cleared, {
        action: {
          label: visitMessages.undo,
          onClick: () => {
            form.reset(kept);
          },
        },
      });
    },
  };
}
