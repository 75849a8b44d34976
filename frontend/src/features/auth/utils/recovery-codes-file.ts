// The text file a customer downloads with their two-factor recovery codes.
import { BUSINESS } from '../../../../../shared/business';

export const RECOVERY_CODES_FILE_NAME = 'device-drs-recovery-codes.txt';

export function recoveryCodesText(codes: readonly string[], username: string, createdAt: Date): string {
  return [
    `${BUSINESS.name} two-factor recovery codes`,
    `Account: ${username}`,
    `Created: ${createdAt.toISOString()}`,
    '',
    'Each code works once, in place of a code from your authenticator app.',
    'Keep them somewhere safe and private.',
    '',
    ...codes,
    '',
  ].join('\n');
}
