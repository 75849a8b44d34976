// VAT number and invoice footer: each invoice and credit note keeps the values it was issued with (decision 193).
import { useState } from 'react';
import { InvoiceSettingsSchema, type InvoiceSettings } from '../../../../../shared/schemas/settings';
import { TextAreaField } from '../../../components/form/textarea-field';
import { TextField } from '../../../components/form/text-field';
import { SaveRow, SettingsSection, useSectionSave } from './settings-form-parts';

export function InvoiceSettingsForm({ initial }: { initial: InvoiceSettings }) {
  const [values, setValues] = useState(initial);
  const { errors, failure, pending, submit } = useSectionSave('invoices', 'Invoice settings', InvoiceSettingsSchema);
  return (
    <SettingsSection id="settings-invoices" title="Invoices" description="Printed on every invoice, receipt and credit note issued from now on. Documents already issued keep theirs.">
      <form noValidate onSubmit={submit(values)} className="grid gap-4">
        <TextField
          label="VAT number"
          name="vatNumber"
          value={values.vatNumber}
          onChange={(event) => setValues({ ...values, vatNumber: event.target.value })}
          error={errors.vatNumber}
          hint="GB and 9 digits, like GB 123 4567 89"
        />
        <TextAreaField
          label="Invoice footer"
          name="invoiceFooter"
          rows={2}
          optional
          value={values.invoiceFooter}
          onChange={(event) => setValues({ ...values, invoiceFooter: event.target.value })}
          error={errors.invoiceFooter}
          hint="At most 300 characters: company number, bank details, a thank-you."
        />
        <SaveRow pending={pending} failure={failure} label="Save invoice settings" />
      </form>
    </SettingsSection>
  );
}
