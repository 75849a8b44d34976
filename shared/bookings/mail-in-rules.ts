// Mail-in orders: their states, the one table of allowed moves (the server enforces it), and the
// packing instructions the order page and the confirmation email show.
import { BUSINESS } from '../business';

export const MAIL_IN_STATES = ['Awaiting device', 'Received', 'Returned', 'Cancelled'] as const;
export type MailInState = (typeof MAIL_IN_STATES)[number];

/** From each state, the states an order may move to. */
export const MAIL_IN_TRANSITIONS: Readonly<Record<MailInState, readonly MailInState[]>> = {
  'Awaiting device': ['Received', 'Cancelled'],
  Received: ['Returned'],
  Returned: [],
  Cancelled: [],
};

export function canMoveMailIn(from: MailInState, to: MailInState): boolean {
  return MAIL_IN_TRANSITIONS[from].includes(to);
}

const STATE_WORDS: Record<MailInState, string> = {
  'Awaiting device': 'still awaiting the device',
  Received: 'already received',
  Returned: 'already returned',
  Cancelled: 'cancelled',
};

const MOVE_WORDS: Record<MailInState, string> = {
  'Awaiting device': 'set back to Awaiting device',
  Received: 'marked as received',
  Returned: 'marked as returned',
  Cancelled: 'cancelled',
};

/** "This mail-in order is already received, so it cannot be cancelled." */
export function refusedMailInMoveMessage(from: MailInState, to: MailInState): string {
  return `This mail-in order is ${STATE_WORDS[from]}, so it cannot be ${MOVE_WORDS[to]}.`;
}

export const MAIL_IN_PACKING_INSTRUCTIONS: readonly string[] = [
  'Back up your device, then turn off Find My (or activation lock) and remove your SIM and memory cards.',
  'Leave the passcode out of the parcel: we will ask for it by phone if the repair needs it.',
  'Wrap the device in bubble wrap and pack it in a sturdy box with padding all round, so it cannot move.',
  'Do not send cases, chargers or cables unless they are part of the fault.',
  'Write your order reference on a note inside the box.',
  `Send it by a tracked, insured service to the address above, and keep your receipt. Questions: call ${BUSINESS.phone.display}.`,
];
