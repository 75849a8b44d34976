// The admin timeout dialog's form rules (SPEC section 5), pure so each one is unit tested: digits
// only and at most 6, the helper text, when Save is disabled, and when a passcode change happens.
import { PASSCODE_LENGTH } from '../../../../../shared/admin-timeout';

/** What the passcode inputs keep of what is typed or pasted: digits, at most 6. */
export function passcodeDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, PASSCODE_LENGTH);
}

export const NEW_PASSCODE_PROMPT = `Enter a new ${PASSCODE_LENGTH}-digit security passcode`;
export const NEW_PASSCODE_READY = 'New passcode ready to save';

/** The helper text under the new passcode. */
export function newPasscodeHint(newPasscode: string): string {
  if (newPasscode.length === 0) return NEW_PASSCODE_PROMPT;
  if (newPasscode.length < PASSCODE_LENGTH) return `Enter ${PASSCODE_LENGTH - newPasscode.length} more digits`;
  return NEW_PASSCODE_READY;
}

export interface SaveState {
  verifying: boolean;
  panelOpen: boolean;
  recoveryMode: boolean;
  currentPasscode: string;
  adminPassword: string;
  newPasscode: string;
}

/**
 * Save is disabled while verifying, or while the change panel is open and: no current passcode
 * (normal mode), no admin password (recovery mode), or the new passcode is not 6 digits.
 */
export function isSaveDisabled(state: SaveState): boolean {
  if (state.verifying) return true;
  if (!state.panelOpen) return false;
  if (!state.recoveryMode && state.currentPasscode === '') return true;
  if (state.recoveryMode && state.adminPassword === '') return true;
  return state.newPasscode.length !== PASSCODE_LENGTH;
}

/**
 * A change happens only when the panel is open and the new passcode is non-empty and differs from
 * the stored one. The stored one is known only as a hash, so "differs" is judged against the current
 * passcode the admin typed; an empty new passcode leaves the passcode as it is (decision 064).
 */
export function wantsPasscodeChange(state: Pick<SaveState, 'panelOpen' | 'recoveryMode' | 'currentPasscode' | 'newPasscode'>): boolean {
  if (!state.panelOpen || state.newPasscode === '') return false;
  return state.recoveryMode || state.newPasscode !== state.currentPasscode;
}
