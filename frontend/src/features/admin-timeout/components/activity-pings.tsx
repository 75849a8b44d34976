// While an admin is signed in: typing, clicking or touching the page is activity the server should
// know of even when the page makes no API call (decision 061). Sends GET /api/admin/activity at most
// once a minute; once timed out its 423 raises the passcode prompt like any admin call.
import { useEffect } from 'react';
import { recordActivity } from '../api/timeout-settings';
import { createActivityThrottle } from '../utils/activity-throttle';

const EVENTS = ['keydown', 'pointerdown', 'touchstart'] as const;

export default function ActivityPings() {
  useEffect(() => {
    const due = createActivityThrottle();
    const onActivity = () => {
      if (document.visibilityState === 'visible' && due(Date.now())) {
        // A failed ping changes nothing: the 423 already raised its event, other errors are harmless.
        recordActivity().catch(() => undefined);
      }
    };
    for (const name of EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      for (const name of EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, []);
  return null;
}
