// QR codes of jobs, devices and customer records: 128 random bits, base64url (22 characters).
// SECURITY.md asks for at least 96; they are identifiers printed on tickets and stickers, so they are
// stored as they are (decision 083).
import { randomToken } from '../lib/tokens';

export function newQrCode(): string {
  return randomToken(16);
}
