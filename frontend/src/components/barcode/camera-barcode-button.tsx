// "Scan with camera" beside a field where staff type or USB-scan a barcode (till, inventory;
// decision 137). Shown only where the browser has the BarcodeDetector API with EAN-13; the camera
// dialog's code loads only when it is opened. Typing stays possible everywhere.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '../ui/button';

const CameraBarcodeDialog = lazy(() => import('./camera-barcode-dialog'));

interface BarcodeDetectorStatic {
  getSupportedFormats(): Promise<string[]>;
}

/** Whether this browser can read EAN-13 barcodes from the camera. */
async function canScanEan13(): Promise<boolean> {
  const detector = (globalThis as { BarcodeDetector?: BarcodeDetectorStatic }).BarcodeDetector;
  if (!detector || !navigator.mediaDevices?.getUserMedia) return false;
  const formats: string[] = await detector.getSupportedFormats().catch(() => []);
  return formats.includes('ean_13');
}

export function CameraBarcodeButton({ onCode }: { onCode: (code: string) => void }) {
  const [supported, setSupported] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    void canScanEan13().then(setSupported);
  }, []);
  if (!supported) return null;
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        Scan with camera
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <CameraBarcodeDialog
            onClose={() => setOpen(false)}
            onCode={(code) => {
              setOpen(false);
              onCode(code);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
