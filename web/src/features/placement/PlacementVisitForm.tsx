import type { SubmitEventHandler } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { maxTextLength } from '@domain/constants';
import { domains, yesNo } from '@domain/options/visitOptions';
import { visitMessages } from '@domain/visits/visitMessages';
import { ClearAndSubmit } from '../../components/form/ClearAndSubmit';
import { inputKinds } from '../../components/form/inputKinds';
import { HookInput, HookSelect, HookSelectWithOther } from '../../components/form/HookFields';
import type { PlacementFormValues } from './placementForm';

interface PlacementVisitFormProps {
  form: UseFormReturn<PlacementFormValues>;
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  onClear: () => void;
  submitting: boolean;
}

const text = { required: true, maxLength: maxTextLength, autoComplete: 'off' } as const;

/**
 * SPEC.md's placement form: every field is required and checked by the browser before anything is
 * sent (the form is not `noValidate`); the typed domain is required only when Other is chosen.
 */
export function PlacementVisitForm({ form, onSubmit, onClear, submitting }: PlacementVisitFormProps) {
  return (
    <form className="visit-form" aria-label="Placement visit" onSubmit={onSubmit}>
      <div className="form-grid">
        <HookInput form={form} name="companyName" label="Company Name" {...text} />
        <HookInput form={form} name="city" label="City" {...text} />
        <HookInput form={form} name="clientName" label="Client Name" {...text} />
        <HookInput form={form} name="clientDesignation" label="Client Designation" {...text} />
        <HookInput form={form} name="clientEmail" label="Client Email" {...inputKinds.email} {...text} />
        <HookInput form={form} name="clientContact" label="Client Contact" {...inputKinds.phone} {...text} />
        <HookInput form={form} name="crRep" label="CR Rep" {...text} />
        <HookInput form={form} name="visitPurpose" label="Visit Purpose" {...text} />
        <HookInput form={form} name="industry" label="Industry" {...text} />
        <HookSelectWithOther
          form={form}
          name="domain"
          label="Domain"
          options={domains}
          placeholder="Select Domain"
          required
          otherName="domainOther"
          otherLabel="Enter Other Domain"
        />
        <HookInput form={form} name="hiringPeriod" label="Hiring Period" {...text} />
        <HookInput
          form={form}
          name="numbersForHiring"
          label="Numbers for Hiring"
          {...inputKinds.count}
          required
        />
        <HookSelect
          form={form}
          name="pitched"
          label="Pitched"
          options={yesNo}
          placeholder="Select"
          required
        />
        <HookSelect
          form={form}
          name="jdReceived"
          label="JD Received"
          options={yesNo}
          placeholder="Select"
          required
        />
      </div>
      <ClearAndSubmit
        onClear={onClear}
        busy={submitting}
        submitLabel={submitting ? visitMessages.submitting : 'Submit'}
      />
    </form>
  );
}
