// The checks a new password must pass on the server (registration, reset, change): the policy's
// requirements (shared with the form's live checklist) and, beyond them, the common-password list.
// Unmet ones answer 400 with `requirements`, the texts the UI lists.
import { COMMON_PASSWORD_REQUIREMENT, unmetPasswordRequirements, type PasswordContext } from '../../shared/schemas/password-policy';
import { BadRequestError } from '../lib/http-errors';
import { isCommonPassword } from './common-passwords';

export const PASSWORD_POLICY_MESSAGE = 'Your password does not meet the requirements.';

export function assertPasswordPolicy(password: string, context: PasswordContext): void {
  const requirements = unmetPasswordRequirements(password, context);
  if (isCommonPassword(password)) requirements.push(COMMON_PASSWORD_REQUIREMENT);
  if (requirements.length) throw new BadRequestError(PASSWORD_POLICY_MESSAGE, { requirements });
}
