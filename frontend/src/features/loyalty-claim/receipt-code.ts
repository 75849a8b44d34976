// A receipt's claim code from what was scanned or typed: the bare code, or the receipt QR code's
// link (https://.../loyalty/claim?code=...). Only the code is kept, never the link's site.
import { paths } from '../../config/paths';

const RECEIPT_CODE = /^[A-Za-z0-9_-]{22,64}$/;

export function receiptCodeFrom(scanned: string): string | null {
  const text = scanned.trim();
  if (RECEIPT_CODE.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== paths.loyaltyClaim) return null;
  const code = url.searchParams.get('code') ?? '';
  return RECEIPT_CODE.test(code) ? code : null;
}

export function claimHref(code: string): string {
  return `${paths.loyaltyClaim}?${new URLSearchParams({ code }).toString()}`;
}
