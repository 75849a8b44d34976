// Draws the customer card's QR code into the page's HTML before the app runs (decision 228). The QR
// code is the card's largest paint and holds only the code in the address, so it need not wait for
// React, the sign-in check or the record: the shell's loader imports this module at once (the
// shell's data-early attribute), and it fills the HTML's placeholder (`QrPlaceholder`). The app, when
// it draws the page, finds the same drawing ready (qr-drawing.ts).
import QRCode from 'qrcode';
import { drawQrCode, QR_IMG_CLASSES } from '../../components/repairs/qr-drawing';
import { CARD_QR_LABEL, cardCodeFromPath } from './card-qr';

/** Draws `code` once for the page: the early drawing and the route's prefetch share it. */
export const drawCardQr = (code: string): Promise<string> => drawQrCode(QRCode, code);

/** After the next frame has been drawn. */
const afterNextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function fillPlaceholder(): Promise<void> {
  const slot = document.querySelector('[data-qr-slot]');
  const code = cardCodeFromPath(window.location.pathname);
  if (!slot || !code) return;
  const image = document.createElement('img');
  image.src = await drawCardQr(code);
  image.alt = CARD_QR_LABEL;
  image.className = QR_IMG_CLASSES;
  image.dataset.qrText = code;
  await image.decode().catch(() => undefined);
  // The app has drawn the page already: its own image is in place.
  if (!slot.isConnected) return;
  slot.firstElementChild?.replaceWith(image);
  if (slot.lastElementChild) slot.lastElementChild.textContent = code;
  await afterNextFrame();
}

/**
 * Settles once the code is on screen (or there is nothing to draw, or drawing failed): the shell's
 * loader starts the app then.
 */
export const ready: Promise<void> = typeof document === 'undefined' ? Promise.resolve() : fillPlaceholder().catch(() => undefined);
