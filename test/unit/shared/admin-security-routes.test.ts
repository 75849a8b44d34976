import { describe, expect, it } from 'vitest';
import { TIMEOUT_EXEMPT_ROUTE_NAMES, adminSecurityRoutes } from '../../../shared/api/routes/admin-security';
import { ChangePasscodeRequestSchema, EmergencyRecoveryRequestSchema, TimeoutSettingsRequestSchema } from '../../../shared/schemas/admin-security';

describe('admin security routes', () => {
  it('are admin routes that may write, so each request can be stored as activity', () => {
    for (const route of Object.values(adminSecurityRoutes)) {
      expect([route.name, route.auth, route.table]).toEqual([route.name, 'admin', 'readwrite']);
    }
  });

  it('exempt from the timeout exactly the two ways to unlock it', () => {
    expect([...TIMEOUT_EXEMPT_ROUTE_NAMES].sort()).toEqual(['RecoverAdminSession', 'VerifyAdminPincode']);
    expect(adminSecurityRoutes.verifyAdminPincode.path).toBe('/api/admin/verify-pincode');
    expect(adminSecurityRoutes.recoverAdminSession).toMatchObject({ method: 'POST', path: '/api/auth/login' });
  });
});

describe('admin security request schemas', () => {
  it('take only the six durations the dialog offers', () => {
    for (const minutes of [5, 10, 15, 30, 60, 120]) expect(TimeoutSettingsRequestSchema.safeParse({ enabled: true, durationMinutes: minutes }).success).toBe(true);
    for (const minutes of [0, 1, 20, 240, 10.5]) expect(TimeoutSettingsRequestSchema.safeParse({ enabled: true, durationMinutes: minutes }).success).toBe(false);
  });

  it('take a new passcode of exactly 6 digits', () => {
    expect(ChangePasscodeRequestSchema.safeParse({ newPasscode: '000123' }).success).toBe(true);
    for (const bad of ['', '12345', '1234567', '12 456', '١٢٣٤٥٦']) expect(ChangePasscodeRequestSchema.safeParse({ newPasscode: bad }).success).toBe(false);
  });

  it("take emergency recovery only with the literal phone 'Admin'", () => {
    expect(EmergencyRecoveryRequestSchema.safeParse({ phone: 'Admin', password: 'x' }).success).toBe(true);
    expect(EmergencyRecoveryRequestSchema.safeParse({ phone: 'admin', password: 'x' }).success).toBe(false);
    expect(EmergencyRecoveryRequestSchema.safeParse({ phone: 'Admin', password: '' }).success).toBe(false);
  });
});
