import {
  useId,
  type InputHTMLAttributes,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { maxTextLength } from '@domain/constants';
import { OTHER } from '@domain/options/other';
import { describedByError, FieldFrame } from './FieldFrame';

interface Bound<V extends FieldValues> {
  form: UseFormReturn<V>;
  name: Path<V>;
  label: string;
}

function useBoundField<V extends FieldValues>({ form, name }: Bound<V>) {
  const id = useId();
  const error = form.getFieldState(name, form.formState).error?.message;
  return { id, error, attributes: { id, ...describedByError(id, error), ...form.register(name) } };
}

/** An input bound to a react-hook-form field, with its label and error message. */
export function HookInput<V extends FieldValues>({
  form,
  name,
  label,
  ...input
}: Bound<V> & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form'>) {
  const { id, error, attributes } = useBoundField({ form, name, label });
  return (
    <FieldFrame htmlFor={id} label={label} error={error}>
      <input className="field__input" {...input} {...attributes} />
    </FieldFrame>
  );
}

export function HookTextArea<V extends FieldValues>({
  form,
  name,
  label,
  ...textarea
}: Bound<V> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'form'>) {
  const { id, error, attributes } = useBoundField({ form, name, label });
  return (
    <FieldFrame htmlFor={id} label={label} error={error}>
      <textarea className="field__input" {...textarea} {...attributes} />
    </FieldFrame>
  );
}

interface SelectProps<V extends FieldValues>
  extends Bound<V>, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'form'> {
  options: readonly string[];
  /** The empty first entry, e.g. 'Select State'. */
  placeholder: string;
}

export function HookSelect<V extends FieldValues>({
  form,
  name,
  label,
  options,
  placeholder,
  ...select
}: SelectProps<V>) {
  const { id, error, attributes } = useBoundField({ form, name, label });
  return (
    <FieldFrame htmlFor={id} label={label} error={error}>
      <select className="field__input" {...select} {...attributes}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

interface SelectWithOtherProps<V extends FieldValues> extends SelectProps<V> {
  /** The text field for the typed name, shown only while Other is chosen. */
  otherName: Path<V>;
  otherLabel: string;
}

/** A dropdown whose Other entry reveals a text field; a required dropdown makes that text required too. */
export function HookSelectWithOther<V extends FieldValues>({
  otherName,
  otherLabel,
  ...select
}: SelectWithOtherProps<V>) {
  const otherChosen = select.form.watch(select.name) === OTHER;
  return (
    <>
      <HookSelect {...select} />
      {otherChosen && (
        <HookInput
          form={select.form}
          name={otherName}
          label={otherLabel}
          required={select.required}
          maxLength={maxTextLength}
          autoComplete="off"
        />
      )}
    </>
  );
}
