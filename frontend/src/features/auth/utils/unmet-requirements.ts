import { PasswordRequirementsErrorSchema } from '../../../../../shared/schemas/auth';
import { ApiError } from '../../../lib/api-error';

/** The password requirements a server refusal lists (registration, reset, change); empty for other failures. */
export function unmetRequirements(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const parsed = PasswordRequirementsErrorSchema.safeParse(error.body);
  return parsed.success ? parsed.data.requirements : [];
}

export const PASSWORD_REQUIREMENTS_NOT_MET_TITLE = 'Password Requirements Not Met';
