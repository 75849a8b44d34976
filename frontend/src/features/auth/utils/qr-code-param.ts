/** The job QR codes /auth?qrCode= may carry; the same rule as RegisterRequestSchema's qrCode. */
const QR_CODE_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** The qrCode query value when it is a well-formed job code, else null (no banner, nothing sent). */
export function qrCodeParam(raw: string | null): string | null {
  return raw !== null && QR_CODE_PATTERN.test(raw) ? raw : null;
}
