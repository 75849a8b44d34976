// Reads QR codes from the device's camera: the rear camera when there is one, a frame decoded every
// 250 ms with jsQR (loaded only when the camera starts), stopped as soon as a code is found.
import { useCallback, useEffect, useRef, useState } from 'react';

export type CameraState = 'idle' | 'starting' | 'scanning' | 'denied' | 'unavailable' | 'failed';

const SCAN_INTERVAL_MS = 250;

function failureState(error: unknown): CameraState {
  const name = (error as { name?: string }).name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'unavailable';
  return 'failed';
}

export function useQrCamera(onCode: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<number | undefined>(undefined);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const [state, setState] = useState<CameraState>('idle');

  const stop = useCallback(() => {
    window.clearInterval(timerRef.current);
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('unavailable');
      return;
    }
    setState('starting');
    try {
      const [stream, { default: jsQR }] = await Promise.all([
        navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false }),
        import('jsqr'),
      ]);
      streamRef.current = stream;
      const video = videoRef.current;
      if (!video) return stop();
      video.srcObject = stream;
      await video.play();
      setState('scanning');
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('2d', { willReadFrequently: true });
      timerRef.current = window.setInterval(() => {
        if (!context || video.videoWidth === 0) return;
        canvas.width = video.videoWidth;
        canvas.height = video.videoHeight;
        context.drawImage(video, 0, 0);
        const frame = context.getImageData(0, 0, canvas.width, canvas.height);
        const code = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'attemptBoth' });
        if (code?.data) {
          stop();
          setState('idle');
          onCodeRef.current(code.data);
        }
      }, SCAN_INTERVAL_MS);
    } catch (error) {
      stop();
      setState(failureState(error));
    }
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { videoRef, state, start, stop: () => (stop(), setState('idle')) };
}
