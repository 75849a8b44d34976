// Send failures that retrying cannot fix: the consumer records them at once instead of retrying.

export class SmsOptedOutError extends Error {
  readonly outcome = 'opted-out';
  constructor() {
    super('The customer has opted out of texts (replied STOP)');
    this.name = 'SmsOptedOutError';
  }
}

export class SmsNotConfiguredError extends Error {
  readonly outcome = 'failed';
  constructor() {
    super('No SMS sender is configured (SMS_ORIGINATION_IDENTITY)');
    this.name = 'SmsNotConfiguredError';
  }
}

export type FinalSendError = SmsOptedOutError | SmsNotConfiguredError;

export function isFinalSendError(error: unknown): error is FinalSendError {
  return error instanceof SmsOptedOutError || error instanceof SmsNotConfiguredError;
}
