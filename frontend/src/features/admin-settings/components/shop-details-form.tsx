// Shop details: name, phone, email and address, used by the API, invoices' letterhead and emails
// as they are written; prerendered pages show them from the next deploy (decision 192).
import { useState } from 'react';
import { ShopDetailsSchema, type ShopDetails } from '../../../../../shared/schemas/settings';
import { TextField } from '../../../components/form/text-field';
import { SaveRow, SettingsSection, useSectionSave } from './settings-form-parts';

const FIELDS: { name: keyof ShopDetails; label: string; type?: string; autoComplete?: string }[] = [
  { name: 'name', label: 'Shop name', autoComplete: 'organization' },
  { name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email' },
  { name: 'addressLine1', label: 'Address', autoComplete: 'address-line1' },
  { name: 'city', label: 'Town or city', autoComplete: 'address-level2' },
  { name: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
];

export function ShopDetailsForm({ initial }: { initial: ShopDetails }) {
  const [values, setValues] = useState(initial);
  const { errors, failure, pending, submit } = useSectionSave('details', 'Shop details', ShopDetailsSchema);
  return (
    <SettingsSection
      id="settings-details"
      title="Shop details"
      description="The footer, home page and other prerendered pages show these from the next deploy; everything else uses them once saved."
    >
      <form noValidate onSubmit={submit(values)} className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            error={errors[field.name]}
          />
        ))}
        <div className="sm:col-span-2">
          <SaveRow pending={pending} failure={failure} label="Save shop details" />
        </div>
      </form>
    </SettingsSection>
  );
}
