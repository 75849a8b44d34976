// "Open now, until 17:30" or "Closed, opens Tuesday at 11:00", worked out in the visitor's browser
// at the moment they look (a page kept in a cache must not say what was true when it was made).
import { useEffect, useState } from 'react';
import { OPENING_HOURS } from '../../../../../shared/business';
import { openingStatus, type OpeningStatus } from '../../../../../shared/content/opening-status';
import { cn } from '../../../utils/cn';

export function OpeningStatusLine() {
  const [status, setStatus] = useState<OpeningStatus | null>(null);
  useEffect(() => {
    const update = () => setStatus(openingStatus(new Date()));
    update();
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p aria-live="polite" className={cn('min-h-7 text-lg font-semibold', status?.open ? 'text-success' : 'text-accent')}>
      {status ? status.text : OPENING_HOURS.summary}
    </p>
  );
}
