// UK mobile numbers as E.164 (+447xxxxxxxxx), the form the SMS service wants. Accepts the ways people
// write them: 07700 900123, +44 7700 900123, 0044 7700 900123, 447700900123, with spaces, dashes or
// brackets. Landlines and other countries are refused: the shop texts UK mobiles only.

const UK_MOBILE_E164 = /^\+447\d{9}$/;

export function toUkMobileE164(value: string): string | null {
  const compact = value.replace(/[\s\-().]/g, '');
  let national: string | null = null;
  if (/^07\d{9}$/.test(compact)) national = compact.slice(1);
  else if (/^00447\d{9}$/.test(compact)) national = compact.slice(4);
  else if (/^447\d{9}$/.test(compact)) national = compact.slice(2);
  else if (/^\+440?7\d{9}$/.test(compact)) national = compact.replace(/^\+440?/, '');
  if (national === null) return null;
  const e164 = `+44${national}`;
  return UK_MOBILE_E164.test(e164) ? e164 : null;
}

export function isUkMobileE164(value: string): boolean {
  return UK_MOBILE_E164.test(value);
}

/** The national form the shop's screens show: 07700 900123. */
export function ukMobileDisplay(e164: string): string {
  const national = `0${e164.slice(3)}`;
  return `${national.slice(0, 5)} ${national.slice(5)}`;
}
