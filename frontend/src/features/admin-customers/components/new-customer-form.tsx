// A walk-in customer's record: name, mobile and (optionally) email, with the account form's messages.
// A phone number already on file answers 409 with that record: the counter is offered it instead.
import { useState, type FormEvent } from 'react';
import type { Customer } from '../../../../../shared/schemas/repairs/customer';
import { FormFailure, useFormFailure } from '../../../components/form/form-failure';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { fieldErrorsFromBody, type FieldErrors } from '../../../utils/form-errors';
import { useCreateCustomer } from '../api/customers';

export function NewCustomerForm({ onCreated, onExisting }: { onCreated: (customer: Customer) => void; onExisting: (customerQr: string) => void }) {
  const create = useCreateCustomer();
  const [values, setValues] = useState({ firstName: '', lastName: '', phone: '', email: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const failure = useFormFailure();
  const [existing, setExisting] = useState<string | null>(null);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));

  // Its own submit: inside another form (the intake) a nested <form> is not allowed.
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    failure.clear();
    setExisting(null);
    create.mutate(
      { firstName: values.firstName, lastName: values.lastName, phone: values.phone, ...(values.email.trim() ? { email: values.email.trim() } : {}) },
      {
        onSuccess: onCreated,
        onError: (error) => {
          const body = error instanceof ApiError ? (error.body as { customerQr?: unknown } | undefined) : undefined;
          if (typeof body?.customerQr === 'string') setExisting(body.customerQr);
          const fields = error instanceof ApiError ? fieldErrorsFromBody(error.body) : {};
          setErrors(fields);
          if (Object.keys(fields).length === 0) failure.onError(error);
        },
      },
    );
  };

  return (
    <div role="group" aria-label="New customer" className="grid gap-4 rounded-xl border border-border bg-surface-raised/40 p-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" name="firstName" value={values.firstName} onChange={set('firstName')} error={errors.firstName} autoComplete="off" />
        <TextField label="Last name" name="lastName" value={values.lastName} onChange={set('lastName')} error={errors.lastName} autoComplete="off" />
        <TextField label="Mobile number" name="phone" type="tel" inputMode="tel" value={values.phone} onChange={set('phone')} error={errors.phone} placeholder="07xxx xxxxxx" autoComplete="off" />
        <TextField label="Email" optional name="email" type="email" value={values.email} onChange={set('email')} error={errors.email} autoComplete="off" />
      </div>
      {existing ? (
        <Button variant="outline" onClick={() => onExisting(existing)}>
          Use the customer already on file
        </Button>
      ) : null}
      <FormFailure message={failure.message} />
      <Button variant="secondary" disabled={create.isPending} onClick={() => submit()}>
        {create.isPending ? 'Saving...' : 'Save customer'}
      </Button>
    </div>
  );
}
