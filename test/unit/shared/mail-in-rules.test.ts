// The mail-in state table: exactly the moves the issue names, and words for every refused one.
import { describe, expect, it } from 'vitest';
import { MAIL_IN_STATES, canMoveMailIn, refusedMailInMoveMessage } from '../../../shared/bookings/mail-in-rules';

const ALLOWED = new Set(['Awaiting device>Received', 'Awaiting device>Cancelled', 'Received>Returned']);

describe('mail-in transitions', () => {
  it.each(MAIL_IN_STATES.flatMap((from) => MAIL_IN_STATES.map((to) => [from, to] as const)))('%s -> %s', (from, to) => {
    expect(canMoveMailIn(from, to)).toBe(ALLOWED.has(`${from}>${to}`));
  });

  it('says why a move is refused', () => {
    expect(refusedMailInMoveMessage('Returned', 'Cancelled')).toBe('This mail-in order is already returned, so it cannot be cancelled.');
  });
});
