// Which customer emails are sent. Account and security emails always are (decision 190).
import { useState } from 'react';
import { EmailSettingsSchema, type EmailSettings } from '../../../../../shared/schemas/settings';
import { SWITCHABLE_EMAILS, SWITCHABLE_EMAIL_KINDS } from '../../../../../shared/settings/settings-constants';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { SaveRow, SettingsSection, useSectionSave } from './settings-form-parts';

export function EmailSwitchesForm({ initial }: { initial: EmailSettings }) {
  const [values, setValues] = useState(initial);
  const { failure, pending, submit } = useSectionSave('emails', 'Email settings', EmailSettingsSchema);
  return (
    <SettingsSection
      id="settings-emails"
      title="Emails sent"
      description="Untick an email to stop sending it. Sign-in, verification and password emails, receipts asked for and replies to enquiries are always sent."
    >
      <form noValidate onSubmit={submit(values)} className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          {SWITCHABLE_EMAIL_KINDS.map((kind) => (
            <CheckboxField key={kind} name={`email-${kind}`} checked={values[kind]} onChange={(checked) => setValues({ ...values, [kind]: checked })} label={SWITCHABLE_EMAILS[kind]} />
          ))}
        </div>
        <SaveRow pending={pending} failure={failure} label="Save email settings" />
      </form>
    </SettingsSection>
  );
}
