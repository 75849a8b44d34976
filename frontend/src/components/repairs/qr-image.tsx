// A QR code drawn in the browser (the `qrcode` package, loaded when first needed), with the code
// printed under it so it can be typed when a camera cannot read it.
import { useEffect, useState } from 'react';

/** The encoder's chunk, loaded when a QR code is first drawn. */
export const loadQrEncoder = () => import('qrcode');

/**
 * Codes drawn in this page's life, so a QR code drawn again (a page replacing its frame, which drew the
 * same code) shows at once rather than after a blank square. A few kB each; a page draws a handful.
 */
const drawn = new Map<string, string>();

/**
 * `text` as a QR code's PNG data URL, drawn once. A page whose QR code is its largest paint and
 * known from its address (the customer's card, decision 227) draws it with its own module.
 */
export function drawQrCode(encoder: typeof import('qrcode'), text: string): Promise<string> {
  const known = drawn.get(text);
  if (known) return Promise.resolve(known);
  return encoder.toDataURL(text, { margin: 1, width: 320, errorCorrectionLevel: 'M' }).then((url) => {
    drawn.set(text, url);
    return url;
  });
}

export function QrImage({ text, code, label, className }: { text: string; code: string; label: string; className?: string }) {
  const [src, setSrc] = useState<string | null>(() => drawn.get(text) ?? null);
  useEffect(() => {
    let live = true;
    void loadQrEncoder()
      .then(({ default: encoder }) => drawQrCode(encoder, text))
      .then((url) => {
        if (live) setSrc(url);
      });
    return () => {
      live = false;
    };
  }, [text]);
  return (
    <figure className={className}>
      {src ? <img src={src} alt={label} data-qr-text={text} className="aspect-square w-full bg-white [image-rendering:pixelated]" /> : <BlankSquare />}
      <figcaption className="mt-1 break-all text-center font-mono text-xs">{code}</figcaption>
    </figure>
  );
}

const BlankSquare = () => <div className="aspect-square w-full bg-white" aria-hidden="true" />;

/** The room of a QR code whose text is not known yet: the blank square and an empty caption line. */
export function QrPlaceholder({ className }: { className?: string }) {
  return (
    <div className={className} aria-hidden="true">
      <BlankSquare />
      <p className="mt-1 font-mono text-xs">&nbsp;</p>
    </div>
  );
}
