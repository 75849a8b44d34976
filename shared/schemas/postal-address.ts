// A UK postal address as the forms take it (the mail-in return address, a shop order's delivery
// address, the shop's own address in the settings) and as the API answers it. Its own module, so
// that each of those carries no other area's schemas (decision 025).
import * as z from 'zod/mini';
import { NAME_MAX_LENGTH } from './account-fields';

/** UK postcodes, spaces optional when typed; stored upper-case with one space before the last three. */
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/;

export const PostcodeSchema = z.string('Postcode is required').check(
  z.overwrite((value) => value.replace(/\s+/g, '').toUpperCase()),
  z.minLength(1, 'Postcode is required'),
  z.refine((value) => value === '' || UK_POSTCODE.test(value), 'Enter a valid UK postcode'),
  z.overwrite((value) => (UK_POSTCODE.test(value) ? `${value.slice(0, -3)} ${value.slice(-3)}` : value)),
);

function line(label: string, max: number) {
  return z.string(`${label} is required`).check(
    z.trim(),
    z.minLength(1, `${label} is required`),
    z.maxLength(max, `${label} must be less than ${max} characters`),
  );
}

export const ReturnAddressSchema = z.object({
  name: line('Name', NAME_MAX_LENGTH * 2),
  line1: line('Address line 1', 100),
  line2: z.optional(z.pipe(z.string().check(z.trim(), z.maxLength(100, 'Address line 2 must be less than 100 characters')), z.transform((v: string) => v || undefined))),
  city: line('Town or city', 60),
  postcode: PostcodeSchema,
});
export type ReturnAddress = z.infer<typeof ReturnAddressSchema>;

export const ReturnAddressViewSchema = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.optional(z.string()),
  city: z.string(),
  postcode: z.string(),
});
