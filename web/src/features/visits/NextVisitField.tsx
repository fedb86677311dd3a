import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { DayPicks } from '../../components/form/DayPicks';
import { describedByError, FieldFrame } from '../../components/form/FieldFrame';
import type { VisitFormValues } from './visitFields';

/**
 * 'Next visit on': an optional day from today to 90 days on (the server checks the same range from
 * the day the visit was captured), with quick picks that fill it from today. No min or max attribute:
 * the browser would refuse the form in its own words before ours could name the range.
 */
export function NextVisitField({
  form,
  name,
  label,
}: {
  form: UseFormReturn<VisitFormValues>;
  name: string;
  label: string;
}) {
  const id = useId();
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <FieldFrame htmlFor={id} label={label} error={error}>
      <input
        className="field__input"
        type="date"
        id={id}
        {...describedByError(id, error)}
        {...form.register(name)}
      />
      <DayPicks
        label={label}
        onPick={(day) => {
          form.setValue(name, day, { shouldDirty: true, shouldValidate: false });
          form.clearErrors(name);
        }}
      />
    </FieldFrame>
  );
}
