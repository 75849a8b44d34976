// Decisions 051-052: which phone claims an account holds, and the registration's phone ticket.
import { describe, expect, it } from 'vitest';
import { phoneIsProven, usernameIsOwnPhone } from '../../../functions/data/users';
import { PHONE_TICKET_LIFETIME_MS, newPhoneTicket } from '../../../functions/messaging/registration-phone-ticket';
import { ConfirmRegistrationPhoneCodeRequestSchema, RegistrationPhoneCodeRequestSchema } from '../../../shared/schemas/messaging';

describe('phone claims', () => {
  it('counts a phone as proven only while the proven number is the current one', () => {
    expect(phoneIsProven({ phone: '07700900123', verifiedPhone: '07700900123' })).toBe(true);
    expect(phoneIsProven({ phone: '07700900124', verifiedPhone: '07700900123' })).toBe(false);
    expect(phoneIsProven({ phone: '07700900123' })).toBe(false);
  });

  it('treats a username equal to the phone (spaces and case aside) as the registration default', () => {
    expect(usernameIsOwnPhone('07700900123', '07700 900123')).toBe(true);
    expect(usernameIsOwnPhone('niamh_k', '07700900123')).toBe(false);
  });
});

describe('the registration phone ticket', () => {
  it('names the account, carries 256 random bits, stores only their hash and lives 30 minutes', () => {
    const now = new Date('2026-11-23T18:00:00Z');
    const first = newPhoneTicket('01JDZ7K2M3N4P5Q6R7S8T9V0WX', now);
    const second = newPhoneTicket('01JDZ7K2M3N4P5Q6R7S8T9V0WX', now);

    expect(first.ticket).toMatch(/^01JDZ7K2M3N4P5Q6R7S8T9V0WX\.[A-Za-z0-9_-]{43}$/);
    expect(first.ticket).not.toBe(second.ticket);
    expect(first.phoneTicketHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.ticket).not.toContain(first.phoneTicketHash);
    expect(Date.parse(first.phoneTicketExpiresAt) - now.getTime()).toBe(PHONE_TICKET_LIFETIME_MS);
    expect(RegistrationPhoneCodeRequestSchema.safeParse({ ticket: first.ticket }).success).toBe(true);
  });

  it('refuses a malformed ticket or code before any lookup', () => {
    expect(RegistrationPhoneCodeRequestSchema.safeParse({ ticket: 'not-a-ticket' }).success).toBe(false);
    expect(RegistrationPhoneCodeRequestSchema.safeParse({ ticket: 'x'.repeat(500) }).success).toBe(false);
    const { ticket } = newPhoneTicket('01JDZ7K2M3N4P5Q6R7S8T9V0WX', new Date());
    expect(ConfirmRegistrationPhoneCodeRequestSchema.safeParse({ ticket, code: '12345' }).success).toBe(false);
    expect(ConfirmRegistrationPhoneCodeRequestSchema.safeParse({ ticket, code: '123456' }).success).toBe(true);
  });
});
