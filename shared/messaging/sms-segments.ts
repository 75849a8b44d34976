// How many SMS parts a text costs. GSM 03.38 texts fit 160 characters in one part and 153 per part
// once split (the rest carries the joining header); characters of the extension table count twice.
// Anything outside GSM-7 (an emoji, curly quotes, most accents) sends the whole text as UCS-2:
// 70 in one part, 67 per part once split, counted in UTF-16 code units.

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSegments {
  encoding: SmsEncoding;
  /** Characters as the encoding counts them (extension characters twice in GSM-7). */
  units: number;
  segments: number;
  /** Units left in the last part before another part is needed. */
  remaining: number;
}

function gsmUnits(text: string): number | null {
  let units = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) units += 1;
    else if (GSM_EXTENDED.includes(char)) units += 2;
    else return null;
  }
  return units;
}

export function smsSegments(text: string): SmsSegments {
  const gsm = gsmUnits(text);
  const [encoding, units, single, multi] =
    gsm === null ? (['UCS-2', text.length, 70, 67] as const) : (['GSM-7', gsm, 160, 153] as const);
  if (units === 0) return { encoding, units, segments: 0, remaining: single };
  if (units <= single) return { encoding, units, segments: 1, remaining: single - units };
  const segments = Math.ceil(units / multi);
  return { encoding, units, segments, remaining: segments * multi - units };
}
