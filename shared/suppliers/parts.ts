// Part types and device models as the part finder keys them: a price-list row's part type is read
// from its description (or given in the CSV), a model is compared by its letters and digits only.
export const PART_TYPES = ['screen', 'battery', 'port', 'camera', 'back', 'speaker', 'button', 'board', 'other'] as const;
export type PartType = (typeof PART_TYPES)[number];

export const PART_TYPE_NAMES: Record<PartType, string> = {
  screen: 'Screen',
  battery: 'Battery',
  port: 'Charging port',
  camera: 'Camera',
  back: 'Back glass / housing',
  speaker: 'Speaker / microphone',
  button: 'Buttons / flex',
  board: 'Board / chip',
  other: 'Other',
};

/** First match wins, so "screen protector" style words are not needed: the shop's suppliers sell parts. */
const KEYWORDS: readonly [PartType, RegExp][] = [
  ['screen', /\b(screen|display|lcd|oled|digiti[sz]er|touch ?panel)\b/i],
  ['battery', /\bbatter(y|ies)\b/i],
  ['port', /\b(charging|charge|port|lightning|usb-?c|dock connector)\b/i],
  ['camera', /\b(camera|lens)\b/i],
  ['back', /\b(back ?glass|back ?cover|rear glass|housing|frame|chassis)\b/i],
  ['speaker', /\b(speaker|earpiece|microphone|mic|buzzer)\b/i],
  ['button', /\b(button|flex|switch|trigger|stick|joystick)\b/i],
  ['board', /\b(board|chip|ic|hdmi)\b/i],
];

export function partTypeOf(description: string): PartType {
  return KEYWORDS.find(([, pattern]) => pattern.test(description))?.[0] ?? 'other';
}

/** "iPhone 13 Pro", "iphone13pro" and "IPHONE 13-PRO" are the same model. */
export function modelKey(model: string): string {
  return model.toLowerCase().replace(/[^a-z0-9]/g, '');
}
