// The shape of job, device and customer QR codes (base64url, at least 96 random bits), kept apart
// from the zod schemas so the QR scanner can check a code without loading zod.
export const QR_CODE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const INVALID_QR_CODE_MESSAGE = 'That is not a valid QR code';

export function isQrCode(value: string): boolean {
  return QR_CODE_PATTERN.test(value);
}
