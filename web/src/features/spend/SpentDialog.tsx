import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { timings } from '@domain/constants';
import type { SpendSide } from '@domain/spend/sides';
import { spendMessages, spentDialogTitle } from '@domain/spend/spendMessages';
import { spendDayWindow, type SpendDayWindow } from '@domain/spend/spendDayWindow';
import { Dialog } from '../../components/Dialog';
import { FormMessage } from '../../components/form/FormMessage';
import { outboxMessages } from '../../lib/submission/outboxMessages';
import { CallError } from '../../lib/callError';
import { serverProblems, showFieldProblems } from '../../lib/formCheck';
import type { CallEntry, NewEntry } from '../../lib/submission/entry';
import { followInToast } from '../../lib/submission/followInToast';
import { outbox } from '../../lib/submission/outbox';
import { newRequestId } from '../../lib/submission/requestId';
import { storeFailureText } from '../../lib/submission/storeFailure';
import { usePlaceOptions } from './api/getSpendOptions';
import { useSpendPolicy } from './api/getSpendPolicy';
import { SpendBills } from './bills/SpendBills';
import { BillReadings } from './bills/read/BillReadings';
import { applyReading } from './bills/read/applyReading';
import { useAddedBills } from './bills/useAddedBills';
import { useEarlierSameDay } from './useEarlierSameDay';
import { blockingProblems, findingsByField, policyFindings } from './spentPolicy';
import type { CorrectSpendInput } from '@domain/api/correctSpend';
import type { SpendEntryView } from '@domain/api/spendEntryView';
import { dayText } from '../../components/spendEntry/entryText';
import { AmountFields } from './AmountFields';
import { formValuesOf } from './mySpends/entryForm';
import { correctText } from './mySpends/mySpendsText';
import { PlaceFields } from './PlaceFields';
import { SpendDayField } from './SpendDayField';
import {
  checkSpentForm,
  isMultipleVisit,
  newSpentForm,
  spentInputOf,
  spentInputOrder,
  spendSummary,
  type SpendSave,
  type SpentFormValues,
} from './spentForm';
import './spend.css';
import { isOrgDay, orgDayOf } from '@domain/time/orgTime';

export interface SpentDialogProps {
  side: SpendSide;
  open: boolean;
  onClose: () => void;
  /** Runs after a successful save instead of the dialog's own 'Data saved successfully!' toast. */
  onSaved?: () => void;
  /**
   * Edit of a queued entry (held by the Outbox): the dialog opens with its values, a save replaces it
   * under a new request id, and a close without saving gives it back to be sent as it was.
   */
  editing?: { entryId: string; values: SpentFormValues } | undefined;
  /** A refused entry to correct and resend: the dialog opens with its values and bills. */
  correcting?: SpendEntryView | undefined;
}

function showSavedToast(): void {
  toast.success(spendMessages.savedToast, { duration: timings.resultToastMs });
}

/**
 * The bills a queued spend opened by Edit already names (photos on the phone) and when it was captured:
 * a save keeps both.
 */
function queuedSpendOf(entryId: string | undefined): {
  billIds: string[];
  after: string[];
  capturedAt?: number | undefined;
} {
  const entry = outbox.getEntries().find((candidate) => candidate.id === entryId);
  if (entry?.kind !== 'call') return { billIds: [], after: [] };
  const input = (entry as CallEntry<'saveSalesSpend'>).input;
  return {
    billIds: [...(input.billIds ?? [])],
    after: [...(entry.after ?? [])],
    capturedAt: input.capturedAt,
  };
}

/** The organisation's today (Asia/Kolkata), whatever the phone's zone: the Date field's default and limit. */
const orgToday = () => orgDayOf(Date.now());

/** The days the Date field offers: the policy's window, plus the day a corrected entry already has. */
function offeredDays(maxDaysBack: number, kept: string | undefined): SpendDayWindow {
  const policyWindow = spendDayWindow(Date.now(), maxDaysBack);
  return kept !== undefined && kept < policyWindow.first ? { ...policyWindow, first: kept } : policyWindow;
}

function showKeptToast(): void {
  toast.success(outboxMessages.savedOnPhone, { duration: timings.resultToastMs });
}

/**
 * The Spent dialog of the sales and placement screens: one entry split over the places visited, handed
 * to the outbox (stored on the phone, then sent). The dialog closes as soon as the entry is on the phone
 * and the server's answer has not come within a moment: a toast follows it. While it stays mounted its
 * values survive a refused save or a close by X or Escape; Cancel discards them and a save resets them.
 */
export function SpentDialog({
  side,
  open,
  onClose,
  onSaved = showSavedToast,
  editing,
  correcting,
}: SpentDialogProps) {
  const options = usePlaceOptions(side);
  const [initial] = useState(() => {
    // An entry queued before the Date field existed has no day: it was to be dated on arrival, today.
    if (editing) return { ...newSpentForm(orgToday()), ...editing.values };
    return correcting ? formValuesOf(correcting, options) : newSpentForm(orgToday());
  });
  const form = useForm<SpentFormValues>({ defaultValues: initial });
  const [keptBills, setKeptBills] = useState(() => correcting?.bills ?? []);
  const policy = useSpendPolicy();
  const added = useAddedBills(side, () => offeredDays(policy.maxDaysBack, correcting?.day));
  const [queued] = useState(() => queuedSpendOf(editing?.entryId));
  const [typed, setTyped] = useState(initial);
  /** The chosen day while it is a real day; the title and the daily limits follow it. */
  const chosenDay = isOrgDay(typed.day) ? typed.day : orgToday();
  const earlierToday = useEarlierSameDay(chosenDay, correcting?.id);
  const billCount = keptBills.length + added.bills.length + queued.billIds.length;
  const findings = useMemo(
    () => policyFindings(side, typed, billCount, policy, earlierToday),
    [side, typed, billCount, policy, earlierToday],
  );
  /** The blocking limits a save was refused with: each goes from its field once the entry meets it. */
  const policyErrors = useRef(new Map<string, string>());
  useEffect(() => {
    for (const [field, text] of policyErrors.current) {
      if (findings.some((finding) => finding.field === field && finding.message === text)) continue;
      policyErrors.current.delete(field);
      if (form.getFieldState(field as keyof SpentFormValues).error?.message === text)
        form.clearErrors(field as keyof SpentFormValues);
    }
  }, [findings, form]);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** The held entry a save replaces (Edit, or a refused edit kept to fix). */
  const [replacing, setReplacing] = useState(editing?.entryId);

  const close = () => {
    if (replacing !== undefined) void outbox.release(replacing);
    onClose();
  };

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          setTyped(values);
          if (!name) return;
          form.clearErrors(name.startsWith('extraPlaces') ? 'extraPlaces' : (name as keyof SpentFormValues));
          // Extra places belong to a Multiple Visit only; switching away drops them.
          if (name === 'visitType' && values.extraPlaces.length > 0 && !isMultipleVisit(values)) {
            form.setValue('extraPlaces', []);
          }
        },
      }),
    [form],
  );

  const reset = () => {
    // A new entry starts at the day it is made, even when the dialog stayed open past midnight.
    const values = editing || correcting ? initial : newSpentForm(orgToday());
    form.reset(values);
    setTyped(values);
    added.clear();
    setMessage(null);
  };

  const send = (save: SpendSave, values: SpentFormValues, bills: { billIds: string[]; after: string[] }) => {
    const after = [...queued.after, ...bills.after];
    const newBillIds = [...queued.billIds, ...bills.billIds];
    if (correcting) {
      return outbox.submit({
        kind: 'call',
        callable: 'correctSpend',
        input: {
          ...save.fields,
          side: save.side,
          entryId: correcting.id,
          billIds: [...keptBills.map((bill) => bill.id), ...newBillIds],
          requestId: newRequestId(),
        } as CorrectSpendInput,
        summary: `${correctText.summaryPrefix} ${spendSummary(side, values)}`,
        after,
      });
    }
    const common = { kind: 'call', summary: spendSummary(side, values), after } as const;
    const billIds = newBillIds.length > 0 ? { billIds: newBillIds } : {};
    // The outbox keeps this input as it is now: sent later, it still carries the capture's day and time.
    const captured = { capturedAt: queued.capturedAt ?? Date.now() };
    const draft: NewEntry =
      save.side === 'sales'
        ? {
            ...common,
            callable: 'saveSalesSpend',
            input: { ...save.fields, ...billIds, ...captured, requestId: newRequestId() },
            form: { name: 'saveSalesSpend', values },
          }
        : {
            ...common,
            callable: 'savePlacementSpend',
            input: { ...save.fields, ...billIds, ...captured, requestId: newRequestId() },
            form: { name: 'savePlacementSpend', values },
          };
    return replacing === undefined ? outbox.submit(draft) : outbox.replace(replacing, draft);
  };

  const refused = (error: unknown, values: SpentFormValues) => {
    const inputs = {
      inputOf: (path: string) => spentInputOf(side, values, path),
      order: spentInputOrder(values),
    };
    const problems = error instanceof CallError ? serverProblems(error.fieldErrors, inputs) : [];
    if (problems.length > 0) {
      setMessage(spendMessages.fixFields);
      showFieldProblems(form, problems, false);
    } else {
      setMessage(error instanceof Error ? error.message : String(error));
    }
  };

  const submit = async (values: SpentFormValues) => {
    const checked = checkSpentForm(side, values, {
      now: Date.now(),
      maxDaysBack: policy.maxDaysBack,
      kept: correcting?.day,
    });
    if (!checked.ok) {
      setMessage(checked.message);
      showFieldProblems(form, checked.problems, true);
      return;
    }
    const blocking = blockingProblems(findings);
    if (blocking.length > 0) {
      for (const { field, message: text } of blocking) if (field) policyErrors.current.set(field, text);
      setMessage(spendMessages.fixFields);
      showFieldProblems(form, blocking, true);
      return;
    }
    setMessage(null);
    form.clearErrors();
    setSaving(true);
    try {
      const bills = await added.handOver();
      if (!bills.ok) {
        setMessage(bills.message);
        return;
      }
      const outcome = await send(checked.save, values, bills);
      if (outcome.status === 'refused') {
        if (replacing === undefined) {
          // The dialog still holds the values: nothing needs to stay queued.
          await outbox.discard(outcome.entry.id);
        } else {
          // An edit replaced the queued entry: the refused one is kept (held) until fixed or discarded.
          await outbox.hold(outcome.entry.id);
          setReplacing(outcome.entry.id);
        }
        refused(outcome.error, values);
        return;
      }
      reset();
      setReplacing(undefined);
      if (outcome.status === 'sent') onSaved();
      else if (outcome.status === 'queued') showKeptToast();
      else followInToast(outcome.entry.id, onSaved);
      onClose();
    } catch (error) {
      setMessage(storeFailureText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      dismissible={!saving}
      className="spent-dialog"
      title={correcting ? correctText.title(dayText(correcting.day)) : spentDialogTitle(dayText(chosenDay))}
    >
      <form
        className="spent"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit(form.getValues());
        }}
      >
        <fieldset className="spent__fields" disabled={saving}>
          <SpendDayField form={form} allowed={offeredDays(policy.maxDaysBack, correcting?.day)} />
          <PlaceFields side={side} options={options} form={form} />
          <AmountFields form={form} findings={findingsByField(findings)} />
          <BillReadings
            bills={added.bills}
            onUse={(use) => {
              applyReading(form, use);
              added.markUsed(use.keys);
            }}
          />
          <SpendBills
            kept={keptBills}
            added={added.bills}
            queuedCount={queued.billIds.length}
            problem={added.problem}
            disabled={saving}
            onAdd={(files) => void added.add(files)}
            onRemoveKept={(id) => {
              setKeptBills((bills) => bills.filter((bill) => bill.id !== id));
            }}
            onRemoveAdded={added.remove}
          />
        </fieldset>
        <div className="spent__footer">
          {message && <FormMessage>{message}</FormMessage>}
          <div className="spent__actions">
            <button
              type="button"
              className="button button--large"
              disabled={saving}
              onClick={() => {
                reset();
                close();
              }}
            >
              Cancel
            </button>
            <button type="submit" className="button button--primary button--large" disabled={saving}>
              {saving ? spendMessages.saving : correcting ? correctText.save : 'Save'}
            </button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}
