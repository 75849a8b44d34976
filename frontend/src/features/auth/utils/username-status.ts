// The register form's live username check (spec section 4): idle under 3 characters, checking,
// available (green) or unavailable (red) with the server's message and suggestions.
import { LOOKUP_MIN_LENGTH } from '../../../../../shared/schemas/account-fields';
import type { UsernameCheck } from '../../../../../shared/schemas/username-check';

export const USERNAME_CHECK_DEBOUNCE_MS = 500;
export const USERNAME_CHECK_FAILED_MESSAGE = 'Unable to check username availability';

export type UsernameStatus =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available'; message: string }
  | { state: 'unavailable'; message: string; suggestions: readonly string[] };

export interface UsernameCheckProgress {
  /** What is in the field now, trimmed. */
  typed: string;
  /** The name whose check is due: `typed` once typing has paused for the debounce. */
  due: string;
  /** The check of `due`. */
  query: { status: 'pending' | 'error' | 'success'; data?: UsernameCheck };
}

export function usernameStatus({ typed, due, query }: UsernameCheckProgress): UsernameStatus {
  if (typed.length < LOOKUP_MIN_LENGTH) return { state: 'idle' };
  // Still typing, or the answer for this name has not arrived: an older answer no longer applies.
  if (typed !== due || query.status === 'pending') return { state: 'checking' };
  if (query.status === 'error' || !query.data) {
    return { state: 'unavailable', message: USERNAME_CHECK_FAILED_MESSAGE, suggestions: [] };
  }
  const { available, message, suggestions } = query.data;
  return available ? { state: 'available', message } : { state: 'unavailable', message, suggestions };
}
