// Drawing a QR code as a PNG data URL, without React: shared by `QrImage` and the customer card's
// early drawing in the page's HTML (decision 228), so a code drawn by one shows at once in the other.

/** The drawn code's classes, the same wherever it is put in the page. */
export const QR_IMG_CLASSES = 'aspect-square w-full bg-white [image-rendering:pixelated]';

/**
 * Codes drawn in this page's life, so a QR code drawn again (a page replacing its frame, which drew the
 * same code) shows at once rather than after a blank square. A few kB each; a page draws a handful.
 */
const drawn = new Map<string, string>();
/** Drawings under way, so callers asking at once (the early drawing, the frame, the page) share one. */
const drawing = new Map<string, Promise<string>>();

/** `text`'s drawing if this page has made it already. */
export const drawnQrCode = (text: string): string | undefined => drawn.get(text);

/** `text` as a QR code's PNG data URL, drawn once. */
export function drawQrCode(encoder: typeof import('qrcode'), text: string): Promise<string> {
  const known = drawn.get(text);
  if (known) return Promise.resolve(known);
  let pending = drawing.get(text);
  if (!pending) {
    pending = encoder
      .toDataURL(text, { margin: 1, width: 320, errorCorrectionLevel: 'M' })
      .then((url) => {
        drawn.set(text, url);
        return url;
      })
      .finally(() => drawing.delete(text));
    drawing.set(text, pending);
  }
  return pending;
}
