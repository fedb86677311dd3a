import { useId, type SubmitEventHandler } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { maxTextLength } from '@domain/constants';
import { ClearAndSubmit } from '../../components/form/ClearAndSubmit';
import { inputKinds } from '../../components/form/inputKinds';
import { HookInput, HookSelect, HookSelectWithOther, HookTextArea } from '../../components/form/HookFields';
import type { SpendSide } from '@domain/spend/sides';
import { usePlaceOptions } from '../spend/api/getSpendOptions';
import { useVisitedPlaces } from './api/visitedPlaces';
import { NextVisitField } from './NextVisitField';
import { suggestedPlaces } from './visitFields';
import type { VisitFieldSpec, VisitFormValues } from './visitFields';

interface VisitFormProps {
  label: string;
  fields: readonly VisitFieldSpec[];
  /** Every field required and checked by the browser (the form is then not `noValidate`). */
  required: boolean;
  form: UseFormReturn<VisitFormValues>;
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  onClear: () => void;
  busy: boolean;
  submitLabel: string;
}

const text = { maxLength: maxTextLength, autoComplete: 'off' } as const;

function VisitField({
  field,
  form,
  required,
}: {
  field: VisitFieldSpec;
  form: UseFormReturn<VisitFormValues>;
  required: boolean;
}) {
  const bound = { form, name: field.name, label: field.label, required };
  switch (field.kind) {
    case 'select':
      return field.other ? (
        <HookSelectWithOther
          {...bound}
          options={field.options}
          placeholder={field.placeholder}
          otherName={field.other.name}
          otherLabel={field.other.label}
        />
      ) : (
        <HookSelect {...bound} options={field.options} placeholder={field.placeholder} />
      );
    case 'textarea':
      return (
        <div className="form-grid__wide">
          <HookTextArea {...bound} rows={4} maxLength={maxTextLength} />
        </div>
      );
    case 'date':
      return <HookInput {...bound} type="date" />;
    case 'count':
    case 'amount':
      return <HookInput {...bound} {...inputKinds[field.kind]} />;
    case 'email':
    case 'phone':
      return <HookInput {...bound} {...inputKinds[field.kind]} {...text} />;
    case 'text':
      return <HookInput {...bound} {...text} />;
    case 'place':
      return <PlaceInput bound={bound} side={field.side} />;
    case 'nextVisit':
      // Optional on every form, the placement form's all-required rule included.
      return <NextVisitField form={form} name={field.name} label={field.label} />;
  }
}

/**
 * A place name with the organisation's names of this side and the places already visited as
 * suggestions (one per folded name, the list's spelling first), so a visit and a spend at one place
 * are typed alike (the server also stores a known name in its known spelling).
 */
function PlaceInput({
  bound,
  side,
}: {
  bound: { form: UseFormReturn<VisitFormValues>; name: string; label: string; required: boolean };
  side: SpendSide;
}) {
  const listId = useId();
  const names = suggestedPlaces(usePlaceOptions(side), useVisitedPlaces(side));
  return (
    <>
      <HookInput {...bound} {...text} list={listId} />
      <datalist id={listId}>
        {names.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  );
}

/** A visit form: its kind's fields in screen order (`visitKinds.ts`), then Clear and Submit. */
export function VisitForm({
  label,
  fields,
  required,
  form,
  onSubmit,
  onClear,
  busy,
  submitLabel,
}: VisitFormProps) {
  return (
    <form className="visit-form" aria-label={label} onSubmit={onSubmit}>
      <div className="form-grid">
        {fields.map((field) => (
          <VisitField key={field.name} field={field} form={form} required={required} />
        ))}
      </div>
      <ClearAndSubmit onClear={onClear} busy={busy} submitLabel={submitLabel} />
    </form>
  );
}
