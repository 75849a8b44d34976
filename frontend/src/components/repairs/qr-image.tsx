// A QR code drawn in the browser (the `qrcode` package, loaded when first needed), with the code
// printed under it so it can be typed when a camera cannot read it.
import { useEffect, useState } from 'react';

/** The encoder's chunk; a page whose QR code is its largest paint may start it before the code is known. */
export const loadQrEncoder = () => import('qrcode');

export function QrImage({ text, code, label, className }: { text: string; code: string; label: string; className?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadQrEncoder().then(({ default: QRCode }) =>
      QRCode.toDataURL(text, { margin: 1, width: 320, errorCorrectionLevel: 'M' }).then((url) => {
        if (live) setSrc(url);
      }),
    );
    return () => {
      live = false;
    };
  }, [text]);
  return (
    <figure className={className}>
      {src ? (
        <img src={src} alt={label} data-qr-text={text} className="aspect-square w-full bg-white [image-rendering:pixelated]" />
      ) : (
        <div className="aspect-square w-full bg-white" aria-hidden="true" />
      )}
      <figcaption className="mt-1 break-all text-center font-mono text-xs">{code}</figcaption>
    </figure>
  );
}
