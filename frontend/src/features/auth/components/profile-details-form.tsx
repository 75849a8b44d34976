// Name, phone, address and date of birth (PATCH /api/user/profile). Blank address or date removes it. A new phone number
// (it signs the account in) asks for the current password.
import { UpdateProfileRequestSchema } from '../../../../../shared/schemas/profile';
import type { User } from '../../../../../shared/schemas/user';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/profile';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { fieldErrorsFromBody } from '../../../utils/form-errors';
import { serverMessage } from '../../../lib/server-message';
import { AddressField } from './address-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { NameFields } from '../../../components/form/name-fields';
import { PhoneField } from '../../../components/form/phone-field';
import { TextField } from '../../../components/form/text-field';
import { LOYALTY_RULES } from '../../../../../shared/loyalty';
import { PasswordField } from './password-field';

export function ProfileDetailsForm({ user }: { user: User }) {
  const initial = { firstName: user.firstName, lastName: user.lastName, phone: user.phone, address: user.address ?? '', dateOfBirth: user.dateOfBirth ?? '' };
  const form = useSchemaForm(UpdateProfileRequestSchema, { ...initial, currentPassword: '' });
  const update = useUpdateProfile();
  const { values } = form;
  const changed = (Object.keys(initial) as (keyof typeof initial)[]).some((key) => values[key] !== initial[key]);
  const phoneChanged = values.phone.replace(/\s+/g, '') !== user.phone;

  const onSubmit = form.handleSubmit((data) =>
    update.mutate(
      { ...data, address: data.address || undefined, dateOfBirth: data.dateOfBirth || undefined, currentPassword: phoneChanged ? data.currentPassword : undefined },
      {
        onSuccess: () => {
          form.setValue('currentPassword', '');
          toast({ title: 'Profile updated', description: 'Your details have been saved.', variant: 'success' });
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setServerErrors(fieldErrorsFromBody(error.body));
          toast({ title: 'Could not save your details', description: serverMessage(error), variant: 'destructive' });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Your details">
      <NameFields
        firstName={{ ...form.text('firstName'), error: form.errorFor('firstName') }}
        lastName={{ ...form.text('lastName'), error: form.errorFor('lastName') }}
      />
      <PhoneField
        {...form.text('phone')}
        error={form.errorFor('phone')}
        hint={user.username === user.phone ? 'You sign in with your phone number: it changes with it.' : undefined}
      />
      {phoneChanged ? (
        <PasswordField
          label="Current password"
          hint="Your phone number signs you in, so a new one needs your password."
          {...form.text('currentPassword')}
          error={form.errorFor('currentPassword')}
          autoComplete="current-password"
        />
      ) : null}
      <AddressField value={values.address} onChange={(address) => form.setValue('address', address)} onBlur={() => form.touch('address')} error={form.errorFor('address')} />
      <TextField
        label="Date of birth"
        type="date"
        optional
        autoComplete="bday"
        hint={`Members get ${LOYALTY_RULES.birthdayBonusPoints} bonus points on their birthday.`}
        {...form.text('dateOfBirth')}
        error={form.errorFor('dateOfBirth')}
      />
      <SubmitButton pending={update.isPending} pendingLabel="Saving..." disabled={!changed} className="sm:w-auto sm:justify-self-start">
        Save changes
      </SubmitButton>
    </form>
  );
}
