import { describe, expect, it } from 'vitest';
import { toUkMobileE164, ukMobileDisplay } from '../../../../shared/messaging/phone-e164';

describe('toUkMobileE164', () => {
  it.each(['07700 900123', '07700900123', '+44 7700 900123', '+44 (0)7700 900123', '0044 7700 900123', '447700900123', '07700-900-123'])(
    'reads %s as +447700900123',
    (typed) => {
      expect(toUkMobileE164(typed)).toBe('+447700900123');
    },
  );

  it.each(['028 9649 6123', '+353 87 123 4567', '0770090012', '077009001234', '', 'seven'])('refuses %s (not a UK mobile)', (typed) => {
    expect(toUkMobileE164(typed)).toBeNull();
  });

  it('shows an E.164 mobile in the national form', () => {
    expect(ukMobileDisplay('+447700900123')).toBe('07700 900123');
  });
});
