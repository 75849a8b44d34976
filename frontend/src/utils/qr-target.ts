// What a scanned or typed code opens. Ticket and sticker QR codes hold a link to this site
// (https://.../qr/{code}, /job/{code}, /device/{code}, ...) or, typed from the ticket, the bare code.
// Only the path is used, so a code can never send the visitor to another site.
import { isQrCode } from '../../../shared/repairs/qr-code';

export type QrTarget = { kind: 'job'; code: string } | { kind: 'device'; code: string };

const PATH_KINDS: Record<string, QrTarget['kind']> = {
  job: 'job',
  qr: 'job',
  jobs: 'job',
  'job-status': 'job',
  'claim-job': 'job',
  device: 'device',
  'device-profile': 'device',
};

function validCode(raw: string): string | null {
  const code = raw.trim();
  return isQrCode(code) ? code : null;
}

export function qrTarget(scanned: string): QrTarget | null {
  const text = scanned.trim();
  const bare = validCode(text);
  if (bare) return { kind: 'job', code: bare };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const [first, second, ...rest] = url.pathname.split('/').filter(Boolean);
  const kind = first ? PATH_KINDS[first] : undefined;
  if (!kind || !second || rest.length > 0) return null;
  const code = validCode(decodeURIComponent(second));
  return code ? { kind, code } : null;
}
