// A receipt's claim code from what was scanned or typed: the code as printed, in any case, with or
// without spaces (decision 248), or the receipt QR code's link (https://.../loyalty/claim?code=...).
// Only the code is kept, never the link's site.
import { receiptCodeForLink } from '../../../../shared/sales/receipt-code';
import { paths } from '../../config/paths';

export function receiptCodeFrom(scanned: string): string | null {
  const text = scanned.trim();
  const typed = receiptCodeForLink(text);
  if (typed) return typed;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== paths.loyaltyClaim) return null;
  return receiptCodeForLink(url.searchParams.get('code') ?? '');
}

export function claimHref(code: string): string {
  return `${paths.loyaltyClaim}?${new URLSearchParams({ code }).toString()}`;
}
