// The edit form's times: <input type="datetime-local"> values read as the shop's clock (London),
// whatever the browser's own time zone.
import { BUSINESS } from '../../../../../shared/business';

const parts = (date: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS.timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );

/** "2026-11-17T09:00" for an ISO instant, on London's clock. */
export function londonInputValue(iso: string): string {
  const p = parts(new Date(iso));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** The ISO instant of a London "YYYY-MM-DDTHH:mm"; null when it is not one. */
export function isoFromLondonInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const asUtc = Date.parse(`${value}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  // London is UTC or one hour ahead: take the offset the clock shows at that moment.
  const shown = Date.parse(`${londonInputValue(new Date(asUtc).toISOString())}:00Z`);
  return new Date(asUtc - (shown - asUtc)).toISOString();
}

/** "7 h 30 min", "45 min", "–" for none. */
export function hoursText(minutes: number): string {
  if (minutes === 0) return '–';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h} h${m ? ` ${m} min` : ''}` : `${m} min`;
}
