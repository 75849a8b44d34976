// Camera scanning with typed entry beside it: both end in a QrTarget for the page to open.
import Camera from 'lucide-react/icons/camera';
import CameraOff from 'lucide-react/icons/camera-off';
import { useId, useState, type FormEvent } from 'react';
import { useHydrated } from '../after-hydration';
import { Button } from '../ui/button';
import { useQrCamera, type CameraState } from '../../hooks/use-qr-camera';
import { qrTarget, type QrTarget } from '../../utils/qr-target';

export const NOT_OUR_CODE_MESSAGE = 'That is not a Device DRS repair or device code.';

const cameraProblems: Partial<Record<CameraState, string>> = {
  denied: 'Camera access was blocked. Allow the camera for this site in your browser settings, or type the code below.',
  unavailable: 'No camera was found on this device. Type the code from your ticket below.',
  failed: 'The camera could not start. Try again, or type the code from your ticket below.',
};

/** The scanner's words; the customer's by default, the counter's on /admin/qr. */
export interface QrScannerWording {
  pointCamera: string;
  typeCode: string;
}

const customerWording: QrScannerWording = {
  pointCamera: 'Point your camera at the QR code on your repair ticket or device sticker.',
  typeCode: 'Or type the code from your ticket',
};

export interface QrScannerProps<T> {
  onTarget: (target: T) => void;
  wording?: QrScannerWording;
  /** What a scanned or typed text opens; repair and device codes by default (receipts: /loyalty/claim). */
  read?: (text: string) => T | null;
  notOurCodeMessage?: string;
}

export function QrScanner<T = QrTarget>({
  onTarget,
  wording = customerWording,
  read = qrTarget as unknown as (text: string) => T | null,
  notOurCodeMessage = NOT_OUR_CODE_MESSAGE,
}: QrScannerProps<T>) {
  const [problem, setProblem] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const errorId = useId();

  const accept = (text: string) => {
    const target = read(text);
    if (target) {
      setProblem(null);
      onTarget(target);
    } else setProblem(notOurCodeMessage);
  };
  const camera = useQrCamera(accept);
  const cameraProblem = cameraProblems[camera.state];
  const active = camera.state === 'starting' || camera.state === 'scanning';
  // Drawn in the prerendered HTML, where a press would do nothing: enabled once the app has taken over.
  const hydrated = useHydrated();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    accept(typed);
  };

  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <div className="relative aspect-square w-full overflow-hidden rounded-2xl border border-border bg-black sm:aspect-video">
          <video ref={camera.videoRef} muted playsInline className={active ? 'h-full w-full object-cover' : 'hidden'} aria-label="Camera preview" />
          {active ? (
            <span aria-hidden="true" className="pointer-events-none absolute inset-[18%] rounded-2xl border-4 border-primary/80 shadow-[0_0_0_100vmax_rgba(0,0,0,0.35)]" />
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center text-muted">
              <Camera className="h-10 w-10" aria-hidden="true" />
              <p>{wording.pointCamera}</p>
            </div>
          )}
        </div>
        <p role="status" className="text-sm text-muted">
          {camera.state === 'starting' ? 'Starting the camera...' : camera.state === 'scanning' ? 'Looking for a QR code...' : ''}
        </p>
        {cameraProblem ? (
          <p role="alert" className="rounded-lg bg-danger-surface p-3 text-sm text-danger">
            {cameraProblem}
          </p>
        ) : null}
        {active ? (
          <Button variant="secondary" onClick={camera.stop}>
            <CameraOff className="h-4 w-4" aria-hidden="true" />
            Stop camera
          </Button>
        ) : (
          <Button onClick={() => void camera.start()} disabled={!hydrated}>
            <Camera className="h-4 w-4" aria-hidden="true" />
            Start camera
          </Button>
        )}
      </div>

      <form onSubmit={onSubmit} noValidate className="grid gap-2 rounded-2xl border border-border bg-surface p-5">
        <label htmlFor={inputId} className="font-semibold">
          {wording.typeCode}
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            aria-invalid={problem !== null}
            aria-describedby={problem ? errorId : undefined}
            className="h-11 min-w-0 flex-1 rounded-lg border border-border-strong bg-background px-3 font-mono text-sm text-foreground placeholder:text-subtle focus:border-primary focus:outline-none"
            placeholder="The code under the QR code"
          />
          <Button type="submit" variant="outline">
            Open
          </Button>
        </div>
        {problem ? (
          <p id={errorId} role="alert" className="text-sm text-danger">
            {problem}
          </p>
        ) : null}
      </form>
    </div>
  );
}
