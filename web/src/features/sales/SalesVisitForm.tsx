import type { SubmitEventHandler } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { maxTextLength } from '@domain/constants';
import { states } from '@domain/options/states';
import { universities } from '@domain/options/universities';
import { accreditations, courses, defaultSalesReps, visitPhases, yesNo } from '@domain/options/visitOptions';
import { ClearAndSubmit } from '../../components/form/ClearAndSubmit';
import { inputKinds } from '../../components/form/inputKinds';
import { HookInput, HookSelect, HookSelectWithOther, HookTextArea } from '../../components/form/HookFields';
import type { SalesFormValues } from './salesForm';

interface SalesVisitFormProps {
  form: UseFormReturn<SalesFormValues>;
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  onClear: () => void;
  busy: boolean;
}

const text = { maxLength: maxTextLength, autoComplete: 'off' } as const;

/**
 * The 20 fields of SPEC.md's sales form, in its order. Nothing is required; the email and number
 * inputs are checked by the browser (and the shared schema) only when filled.
 */
export function SalesVisitForm({ form, onSubmit, onClear, busy }: SalesVisitFormProps) {
  return (
    <form className="visit-form" aria-label="Sales visit" onSubmit={onSubmit}>
      <div className="form-grid">
        <HookInput form={form} name="collegeName" label="College Name" {...text} />
        <HookSelect form={form} name="state" label="State" options={states} placeholder="Select State" />
        <HookInput form={form} name="city" label="City" {...text} />
        <HookInput form={form} name="pointOfContactName" label="Point of Contact Name" {...text} />
        <HookInput
          form={form}
          name="pointOfContactEmail"
          label="Point of Contact Email"
          {...inputKinds.email}
          {...text}
        />
        <HookInput
          form={form}
          name="pointOfContactDesignation"
          label="Point of Contact Designation"
          {...text}
        />
        <HookInput
          form={form}
          name="pointOfContactNumber"
          label="Point of Contact Number"
          {...inputKinds.phone}
          {...text}
        />
        <HookSelectWithOther
          form={form}
          name="accreditation"
          label="Accreditation"
          options={accreditations}
          placeholder="Select Accreditation"
          otherName="accreditationOther"
          otherLabel="Enter Other Accreditation"
        />
        <HookSelectWithOther
          form={form}
          name="affiliation"
          label="Affiliation"
          options={universities}
          placeholder="Select Affiliation"
          otherName="affiliationOther"
          otherLabel="Enter Other Affiliation"
        />
        <HookSelect
          form={form}
          name="salesRep"
          label="Sales Rep"
          options={defaultSalesReps}
          placeholder="Select Sales Rep"
        />
        <HookInput form={form} name="visitPurpose" label="Visit Purpose" {...text} />
        <HookSelectWithOther
          form={form}
          name="courses"
          label="Courses"
          options={courses}
          placeholder="Select Course"
          otherName="coursesOther"
          otherLabel="Enter Other Course"
        />
        <HookSelect
          form={form}
          name="visitPhase"
          label="Visit Phase"
          options={visitPhases}
          placeholder="Select Visit Phase"
        />
        <HookInput form={form} name="autoDate" label="Auto Date" type="date" />
        <HookInput form={form} name="studentCount" label="Student Count" {...inputKinds.count} />
        <HookInput form={form} name="perStudentRate" label="Per Student Rate" {...inputKinds.amount} />
        <HookInput
          form={form}
          name="totalContractValue"
          label="Total Contract Value"
          {...inputKinds.amount}
        />
        <div className="form-grid__wide">
          <HookTextArea
            form={form}
            name="remarks"
            label="Remarks for Next Visit"
            rows={4}
            maxLength={maxTextLength}
          />
        </div>
        <HookSelect form={form} name="proposal" label="Proposal" options={yesNo} placeholder="Select" />
        <HookSelect form={form} name="mou" label="MOU" options={yesNo} placeholder="Select" />
      </div>
      <ClearAndSubmit onClear={onClear} busy={busy} />
    </form>
  );
}
