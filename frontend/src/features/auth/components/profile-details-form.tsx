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
import { ADDRESS_HINT, AddressField } from './address-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { NameFields } from '../../../components/form/name-fields';
import { PhoneField } from '../../../components/form/phone-field';
import { TextField } from '../../../components/form/text-field';
import { LOYALTY_RULES } from '../../../../../shared/loyalty';
import { PasswordField } from './password-field';

const DATE_OF_BIRTH_HINT = `Members get ${LOYALTY_RULES.birthdayBonusPoints} bonus points on their birthday.`;

/**
 * The form before the user is known, in the profile's frame (docs/decisions/214-account-pages-frames.md):
 * the same fields, empty and disabled, so nothing is typed before the app has the form, and the
 * filled form takes exactly their place. An account that signs in with its phone number gets the
 * phone field's hint only then.
 */
export function ProfileDetailsFrame() {
  return (
    <fieldset disabled aria-busy="true" aria-label="Your details" className="grid min-w-0 gap-5">
      <NameFields firstName={{ name: 'firstName' }} lastName={{ name: 'lastName' }} />
      <PhoneField name="phone" />
      <TextField label="Address" optional name="address" hint={ADDRESS_HINT} className="pr-10" />
      <TextField label="Date of birth" type="date" optional name="dateOfBirth" hint={DATE_OF_BIRTH_HINT} />
      <SubmitButton pending={false} pendingLabel="Saving..." className="sm:w-auto sm:justify-self-start">
        Save changes
      </SubmitButton>
    </fieldset>
  );
}

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
        hint={DATE_OF_BIRTH_HINT}
        {...form.text('dateOfBirth')}
        error={form.errorFor('dateOfBirth')}
      />
      <SubmitButton pending={update.isPending} pendingLabel="Saving..." disabled={!changed} className="sm:w-auto sm:justify-self-start">
        Save changes
      </SubmitButton>
    </form>
  );
}
