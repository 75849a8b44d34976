// The customer card's early QR drawing reads the code from the address alone (decision 228).
import { describe, expect, it } from 'vitest';
import { cardCodeFromPath } from '../../../frontend/src/features/customer-card/card-qr';

describe('cardCodeFromPath', () => {
  it("answers the card's code", () => {
    expect(cardCodeFromPath('/customer-details/kp6gYn7atOcdJWW3lJ4fkA')).toBe('kp6gYn7atOcdJWW3lJ4fkA');
    expect(cardCodeFromPath('/customer-details/a%20b/')).toBe('a b');
  });

  it('answers nothing on any other path, or a code that cannot be read', () => {
    expect(cardCodeFromPath('/customer-details')).toBe('');
    expect(cardCodeFromPath('/customer-details/a/b')).toBe('');
    expect(cardCodeFromPath('/edit-device/abc')).toBe('');
    expect(cardCodeFromPath('/customer-details/%E0%A4%A')).toBe('');
  });
});
