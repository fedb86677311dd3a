import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { nextVisitPicks } from '@domain/followUps/nextVisit';
import { orgDayOf } from '@domain/spend/orgDay';
import { describedByError, FieldFrame } from '../../components/form/FieldFrame';
import type { VisitFormValues } from './visitFields';
import './NextVisitField.css';

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
      <div className="next-visit__picks" role="group" aria-label={`${label}: quick picks`}>
        {nextVisitPicks.map((pick) => (
          <button
            key={pick.label}
            type="button"
            className="button next-visit__pick"
            onClick={() => {
              // From the day of the tap, not of the render: a form left open overnight picks from today.
              form.setValue(name, pick.from(orgDayOf(Date.now())), {
                shouldDirty: true,
                shouldValidate: false,
              });
              form.clearErrors(name);
            }}
          >
            {pick.label}
          </button>
        ))}
      </div>
    </FieldFrame>
  );
}
