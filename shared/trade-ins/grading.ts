// Grading a traded-in device from its checklist, and the buy-back price list's keys (issue 30,
// decision 311). Shared: the counter's form shows the grade as it is ticked, the server decides it,
// and the public "Sell your device" page maps a visitor's condition to the same grades.
import type { Unit } from '../schemas/shop/product';

/** The refurbished units' grades (shared/schemas/shop/product.ts), kept here so a public page loads no product schema. */
export const GRADES = ['A', 'B', 'C'] as const satisfies readonly Unit['grade'][];
export type Grade = (typeof GRADES)[number];

/** How the screen or the body looks, best first. */
export const WEAR_LEVELS = ['flawless', 'light-wear', 'heavy-wear', 'cracked'] as const;
export type Wear = (typeof WEAR_LEVELS)[number];
export const WEAR_NAMES: Record<Wear, string> = { flawless: 'Flawless', 'light-wear': 'Light wear', 'heavy-wear': 'Heavy wear', cracked: 'Cracked or broken' };

export interface Checklist {
  screen: Wear;
  body: Wear;
  /** Maximum capacity as the phone's battery settings show it, 0-100. */
  batteryHealthPercent: number;
  /** Calls, cameras, speakers, buttons, charging, Face ID / Touch ID: every function works. */
  functionsWork: boolean;
  /** Find My / Google account removed: the shop cannot resell a locked phone. */
  activationLockOff: boolean;
}

export const ACTIVATION_LOCK_MESSAGE = 'The activation lock (Find My or the Google account) must be off before the shop can buy the device.';

/**
 * A: flawless screen and body, battery at least 85%, everything works. B: at worst light wear,
 * battery at least 80%, everything works. C: anything else the shop still buys (heavy wear, a
 * cracked screen or back, a weak battery or a fault it will repair). Null: activation lock on.
 */
export function gradeOf(checklist: Checklist): Grade | null {
  if (!checklist.activationLockOff) return null;
  const rank = (w: Wear) => WEAR_LEVELS.indexOf(w);
  const worst = Math.max(rank(checklist.screen), rank(checklist.body));
  if (checklist.functionsWork && worst === 0 && checklist.batteryHealthPercent >= 85) return 'A';
  if (checklist.functionsWork && worst <= 1 && checklist.batteryHealthPercent >= 80) return 'B';
  return 'C';
}

/** The condition a visitor picks online, and the grade each stands for. */
export const ONLINE_CONDITIONS = ['like-new', 'good', 'fair'] as const;
export type OnlineCondition = (typeof ONLINE_CONDITIONS)[number];
export const CONDITION_GRADES: Record<OnlineCondition, Grade> = { 'like-new': 'A', good: 'B', fair: 'C' };
export const CONDITION_NAMES: Record<OnlineCondition, string> = {
  'like-new': 'Like new: no marks, battery 85% or more, everything works',
  good: 'Good: light marks, battery 80% or more, everything works',
  fair: 'Fair: heavy wear, a crack or a fault',
};

/** An online quote's life (issue 30): 14 days from when it was given. */
export const QUOTE_VALID_DAYS = 14;

/** Models compare by letters and digits only ("iPhone 13 Pro" = "iphone13pro"). */
export function modelKey(model: string): string {
  return model.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Storage as "128GB" or "1TB". */
export const STORAGE_PATTERN = /^(\d{1,4})(GB|TB)$/;
export function normaliseStorage(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** One price's place in the list: model, storage and grade. */
export function priceKey(model: string, storage: string, grade: Grade): string {
  return `${modelKey(model)}#${normaliseStorage(storage)}#${grade}`;
}
