import * as z from 'zod/mini';
import { LOOKUP_MIN_LENGTH } from './account-fields';

export const AddressLookupQuerySchema = z.object({
  q: z.string().check(
    z.trim(),
    z.minLength(LOOKUP_MIN_LENGTH, `Enter at least ${LOOKUP_MIN_LENGTH} characters`),
    z.maxLength(100, 'Search text is too long'),
  ),
});

/** One suggestion, in the shape the spec's address dropdown reads (SPEC section 3). */
export const AddressSuggestionSchema = z.object({
  /** The text to put in the address field when chosen. */
  description: z.string(),
  formatted_address: z.optional(z.string()),
  structured_formatting: z.object({
    main_text: z.string(),
    secondary_text: z.string(),
  }),
});
export type AddressSuggestion = z.infer<typeof AddressSuggestionSchema>;

export const AddressSuggestionListSchema = z.array(AddressSuggestionSchema);
