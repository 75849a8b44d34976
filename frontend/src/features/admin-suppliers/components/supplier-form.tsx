// A supplier's details: name, contact, email, account number, lead time and whether it charges VAT
// (new and edit).
import { useState, type FormEvent } from 'react';
import type { Supplier, SupplierInput } from '../../../../../shared/schemas/suppliers/supplier';
import { SupplierInputSchema } from '../../../../../shared/schemas/suppliers/supplier';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { serverMessage } from '../../../lib/server-message';
import { fieldErrorsFromBody, firstErrorPerField, type FieldErrors } from '../../../utils/form-errors';

export function SupplierForm({ supplier, submitLabel, pending, onSubmit }: { supplier?: Supplier; submitLabel: string; pending: boolean; onSubmit: (input: SupplierInput) => Promise<unknown> }) {
  const [form, setForm] = useState({
    name: supplier?.name ?? '',
    contact: supplier?.contact ?? '',
    email: supplier?.email ?? '',
    accountNumber: supplier?.accountNumber ?? '',
    leadTimeDays: supplier ? String(supplier.leadTimeDays) : '',
  });
  const [vatRegistered, setVatRegistered] = useState(supplier?.vatRegistered ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const field = (name: keyof typeof form, label: string, extra: { optional?: boolean; type?: string; inputMode?: 'numeric' } = {}) => (
    <TextField label={label} name={name} value={form[name]} onChange={(e) => setForm({ ...form, [name]: e.target.value })} error={errors[name]} optional={extra.optional} type={extra.type} inputMode={extra.inputMode} />
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = SupplierInputSchema.safeParse({ ...form, leadTimeDays: form.leadTimeDays.trim() === '' ? undefined : Number(form.leadTimeDays), vatRegistered });
    if (!parsed.success) {
      setErrors(firstErrorPerField(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await onSubmit(parsed.data);
      if (!supplier) {
        setForm({ name: '', contact: '', email: '', accountNumber: '', leadTimeDays: '' });
        setVatRegistered(true);
      }
    } catch (error) {
      const fields = error instanceof ApiError ? fieldErrorsFromBody(error.body) : {};
      setErrors(Object.keys(fields).length ? fields : { '': serverMessage(error) });
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name', 'Name')}
        {field('contact', 'Contact', { optional: true })}
        {field('email', 'Email for orders', { type: 'email' })}
        {field('accountNumber', 'Our account number', { optional: true })}
        {field('leadTimeDays', 'Lead time (days)', { inputMode: 'numeric' })}
      </div>
      <CheckboxField name="vatRegistered" checked={vatRegistered} onChange={setVatRegistered} error={errors.vatRegistered} label="VAT registered: goods received from this supplier count 20% input VAT on their cost" />
      {errors[''] ? (
        <p role="alert" className="text-sm text-danger">
          {errors['']}
        </p>
      ) : null}
      <Button type="submit" disabled={pending} className="justify-self-start">
        {submitLabel}
      </Button>
    </form>
  );
}
