// When the page tells the server the admin is active: at most once a minute, and only after the
// admin really did something (a key, a click, a touch) since the last ping.

export const ACTIVITY_PING_INTERVAL_MS = 60 * 1000;

/** Answers, for each interaction, whether it should be sent now. */
export function createActivityThrottle(intervalMs = ACTIVITY_PING_INTERVAL_MS) {
  let lastSentAt = Number.NEGATIVE_INFINITY;
  return (now: number): boolean => {
    if (now - lastSentAt < intervalMs) return false;
    lastSentAt = now;
    return true;
  };
}
