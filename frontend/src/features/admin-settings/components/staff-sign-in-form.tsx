// "Require two-factor sign-in for staff": while on, a member without two-factor sets it up before any admin page (decision 258).
import { useState } from 'react';
import { StaffSignInSettingsSchema, type StaffSignInSettings } from '../../../../../shared/schemas/settings';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { SaveRow, SettingsSection, useSectionSave } from './settings-form-parts';

export function StaffSignInForm({ initial }: { initial: StaffSignInSettings }) {
  const [values, setValues] = useState(initial);
  const { failure, pending, submit } = useSectionSave('staff', 'Staff sign-in settings', StaffSignInSettingsSchema);
  return (
    <SettingsSection
      id="settings-staff"
      title="Staff sign-in"
      description="When ticked, a member of staff without two-factor authentication is sent to set it up before any admin page, and the server refuses their admin requests until they have."
    >
      <form noValidate onSubmit={submit(values)} className="grid gap-4">
        <CheckboxField
          name="requireTwoFactor"
          checked={values.requireTwoFactor}
          onChange={(checked) => setValues({ requireTwoFactor: checked })}
          label="Require two-factor sign-in for staff"
        />
        <SaveRow pending={pending} failure={failure} label="Save staff sign-in settings" />
      </form>
    </SettingsSection>
  );
}
