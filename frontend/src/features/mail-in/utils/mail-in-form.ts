// The mail-in order form's fields, flat for the form, and the nested request POST /api/mail-in-orders
// takes. Every rule and message is the server's own (shared/schemas/mail-in.ts).
import * as z from 'zod/mini';
import { ProblemSchema } from '../../../../../shared/bookings/booking-fields';
import { ReturnAddressSchema, type CreateMailInOrderRequest } from '../../../../../shared/schemas/mail-in';
import { DeviceInputSchema } from '../../../../../shared/schemas/repairs/device';
import { emptyDeviceForm, type DeviceFormValues } from '../../../components/device/device-fields';
import type { FieldErrors } from '../../../utils/form-errors';

export const MailInFormSchema = z.object({
  ...DeviceInputSchema.shape,
  problem: ProblemSchema,
  ...ReturnAddressSchema.shape,
});
export type MailInForm = z.infer<typeof MailInFormSchema>;

export interface MailInFormValues extends DeviceFormValues {
  problem: string;
  name: string;
  line1: string;
  line2: string;
  city: string;
  postcode: string;
}

export function emptyMailInForm(name: string): MailInFormValues {
  return { ...emptyDeviceForm, problem: '', name, line1: '', line2: '', city: '', postcode: '' };
}

export function toMailInRequest(form: MailInForm): CreateMailInOrderRequest {
  const { type, make, model, colour, imei, serial, problem, name, line1, line2, city, postcode } = form;
  return { device: { type, make, model, colour, imei, serial }, problem, returnAddress: { name, line1, line2, city, postcode } };
}

/** The server names nested fields 'device.imei' and 'returnAddress.postcode'; the form's are flat. */
export function flatFieldErrors(errors: FieldErrors): FieldErrors {
  const flat: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) flat[path.split('.').at(-1) ?? path] ??= message;
  return flat;
}
