// A QR code drawn in the browser (the `qrcode` package, loaded when first needed), with the code
// printed under it so it can be typed when a camera cannot read it.
import { useEffect, useState } from 'react';
import { drawnQrCode, drawQrCode, QR_IMG_CLASSES } from './qr-drawing';

export function QrImage({ text, code, label, className }: { text: string; code: string; label: string; className?: string }) {
  const [src, setSrc] = useState<string | null>(() => drawnQrCode(text) ?? null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
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
      {src ? <img src={src} alt={label} data-qr-text={text} className={QR_IMG_CLASSES} /> : <BlankSquare />}
      <figcaption className={CAPTION_CLASSES}>{code}</figcaption>
    </figure>
  );
}

const CAPTION_CLASSES = 'mt-1 break-all text-center font-mono text-xs';

const BlankSquare = () => <div className="aspect-square w-full bg-white" aria-hidden="true" />;

/**
 * The room of a QR code whose text is not known when the HTML is made: the blank square and an empty
 * caption line. `data-qr-slot` marks it for a page that draws the code there before the app runs
 * (the customer card, decision 228).
 */
export function QrPlaceholder({ className }: { className?: string }) {
  return (
    <div className={className} data-qr-slot="">
      <BlankSquare />
      <p className={CAPTION_CLASSES}>&nbsp;</p>
    </div>
  );
}
