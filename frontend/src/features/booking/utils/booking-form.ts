// The booking form's fields, flat for the form, and the nested request POST /api/bookings takes.
// Every rule and message is the server's own (shared/schemas/bookings.ts and the fields it uses).
import * as z from 'zod/mini';
import { ContactSchema, ProblemSchema } from '../../../../../shared/bookings/booking-fields';
import { MessageChannelSchema, type MessageChannel } from '../../../../../shared/messaging/channels';
import { SlotStartSchema, type CreateBookingRequest } from '../../../../../shared/schemas/bookings';
import { DeviceInputSchema } from '../../../../../shared/schemas/repairs/device';
import { emptyDeviceForm, type DeviceFormValues } from '../../../components/device/device-fields';
import type { FieldErrors } from '../../../utils/form-errors';

export const BookingFormSchema = z.object({
  slotStart: SlotStartSchema,
  ...DeviceInputSchema.shape,
  problem: ProblemSchema,
  ...ContactSchema.shape,
  messageChannel: MessageChannelSchema,
});
export type BookingForm = z.infer<typeof BookingFormSchema>;

export interface BookingFormValues extends DeviceFormValues {
  slotStart: string;
  problem: string;
  name: string;
  phone: string;
  email: string;
  messageChannel: MessageChannel;
}

export const emptyBookingForm: BookingFormValues = {
  slotStart: '',
  ...emptyDeviceForm,
  problem: '',
  name: '',
  phone: '',
  email: '',
  messageChannel: 'email',
};

export function toBookingRequest(form: BookingForm): CreateBookingRequest {
  const { slotStart, type, make, model, colour, imei, serial, problem, name, phone, email, messageChannel } = form;
  return { slotStart, device: { type, make, model, colour, imei, serial }, problem, contact: { name, phone, email }, messageChannel };
}

/** The server names nested fields 'device.imei' and 'contact.phone'; the form's are flat. */
export function flatFieldErrors(errors: FieldErrors): FieldErrors {
  const flat: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) flat[path.split('.').at(-1) ?? path] ??= message;
  return flat;
}
