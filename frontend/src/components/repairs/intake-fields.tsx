// The intake checklist and the job's terms, as the counter fills them in: condition, accessories,
// whether the passcode was given (never the passcode itself), whether it powers on, the estimate in
// pounds, the promised day and the technician. Shared by walk-in intake, check-in and mail-in arrival.
import { ChoiceField } from '../form/choice-field';
import { TextAreaField } from '../form/textarea-field';
import { TextField } from '../form/text-field';
import type { FieldErrors } from '../../utils/form-errors';
import type { IntakeFormValues } from '../../utils/intake-form';

const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

export interface IntakeFieldsProps {
  values: IntakeFormValues;
  onChange: (values: IntakeFormValues) => void;
  errors: FieldErrors;
  /** Makes the radio groups' names unique when two forms share a page. */
  idPrefix: string;
  /** Warranty claims are not charged: no estimate to ask for. */
  withEstimate?: boolean;
}

export function IntakeFields({ values, onChange, errors, idPrefix, withEstimate = true }: IntakeFieldsProps) {
  const set = <K extends keyof IntakeFormValues>(key: K, value: IntakeFormValues[K]) => onChange({ ...values, [key]: value });
  return (
    <div className="grid gap-5">
      <TextAreaField
        label="Condition"
        name="intake.condition"
        rows={2}
        value={values.condition}
        onChange={(event) => set('condition', event.target.value)}
        error={errors['intake.condition']}
        hint="Scratches, dents, cracks, liquid marks: what the customer can see on the day."
      />
      <TextField
        label="Accessories left"
        optional
        name="intake.accessories"
        value={values.accessories}
        onChange={(event) => set('accessories', event.target.value)}
        error={errors['intake.accessories']}
        hint="Separate with commas: case, charger, SIM tray."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <ChoiceField
          legend="Passcode given"
          name={`${idPrefix}-passcode-given`}
          value={values.passcodeGiven}
          options={yesNo}
          onChange={(value) => set('passcodeGiven', value)}
          error={errors['intake.passcodeGiven'] ?? errors.intake}
        />
        <ChoiceField
          legend="Powers on"
          optional
          name={`${idPrefix}-powers-on`}
          value={values.powersOn}
          options={yesNo}
          onChange={(value) => set('powersOn', value)}
        />
      </div>
      <p className="-mt-2 text-sm text-subtle">Never write the passcode down: the customer tells the technician when needed.</p>
      <div className={withEstimate ? 'grid gap-5 sm:grid-cols-3' : 'grid gap-5 sm:grid-cols-2'}>
        {withEstimate ? (
        <TextField
          label="Estimate (£)"
          optional
          name="estimatePence"
          inputMode="decimal"
          placeholder="89.99"
          value={values.estimate}
          onChange={(event) => set('estimate', event.target.value)}
          error={errors.estimatePence}
        />
        ) : null}
        <TextField
          label="Promised date"
          optional
          type="date"
          name="promisedAt"
          value={values.promisedDay}
          onChange={(event) => set('promisedDay', event.target.value)}
          error={errors.promisedAt}
        />
        <TextField
          label="Technician"
          optional
          name="technician"
          value={values.technician}
          onChange={(event) => set('technician', event.target.value)}
          error={errors.technician}
        />
      </div>
    </div>
  );
}
