// The customer card's QR code: its label and where its code is in the address, shared by the page and
// the early drawing in its HTML (decision 228).

export const CARD_QR_LABEL = 'Your customer QR code';

/** `/customer-details/{qrCode}` -> the code, or '' on any other path. */
export function cardCodeFromPath(pathname: string): string {
  const [first, code, ...rest] = pathname.split('/').filter(Boolean);
  if (first !== 'customer-details' || !code || rest.length > 0) return '';
  try {
    return decodeURIComponent(code);
  } catch {
    return '';
  }
}
