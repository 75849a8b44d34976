// The camera view that reads an EAN-13: the back camera into a video, BarcodeDetector looking at it
// four times a second, and the first code with a valid check digit handed back. The camera stops
// when the dialog closes. Loaded only when staff open it (camera-barcode-button.tsx).
import { useEffect, useRef, useState } from 'react';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';
import { ean13FromDetections, type DetectedBarcode } from './ean13-from-detections';

interface BarcodeDetectorInstance {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorInstance;

export const CAMERA_REFUSED = 'The camera could not be opened. Allow the camera for this site, or type the barcode.';

export default function CameraBarcodeDialog({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const Detector = (globalThis as unknown as { BarcodeDetector: BarcodeDetectorConstructor }).BarcodeDetector;
    const detector = new Detector({ formats: ['ean_13'] });
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        timer = setInterval(() => {
          if (!video.current) return;
          void detector
            .detect(video.current)
            .then((found) => {
              const code = ean13FromDetections(found);
              if (code && !stopped) {
                stopped = true;
                onCode(code);
              }
            })
            .catch(() => undefined);
        }, 250);
      })
      .catch(() => setFailure(CAMERA_REFUSED));
    return () => {
      stopped = true;
      clearInterval(timer);
      for (const track of (stream as MediaStream | null)?.getTracks() ?? []) track.stop();
    };
  }, [onCode]);

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>Scan a barcode</DialogTitle>
        <DialogDescription>Hold the product's barcode in front of the camera.</DialogDescription>
        {failure ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {failure}
          </p>
        ) : (
          <video ref={video} muted playsInline aria-label="Camera view" className="aspect-video w-full rounded-lg bg-black object-cover" />
        )}
        <Button variant="ghost" onClick={onClose} className="justify-self-end">
          Cancel
        </Button>
      </DialogContent>
    </Dialog>
  );
}
