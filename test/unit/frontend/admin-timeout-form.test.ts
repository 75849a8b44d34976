import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../frontend/src/lib/api-error';
import {
  NEW_PASSCODE_PROMPT,
  NEW_PASSCODE_READY,
  isSaveDisabled,
  newPasscodeHint,
  passcodeDigits,
  wantsPasscodeChange,
  type SaveState,
} from '../../../frontend/src/features/admin-timeout/utils/passcode-form';
import { SECURITY_TOASTS, checkOutcome } from '../../../frontend/src/features/admin-timeout/utils/security-toasts';
import { ACTIVITY_PING_INTERVAL_MS, createActivityThrottle } from '../../../frontend/src/features/admin-timeout/utils/activity-throttle';

const closed: SaveState = { verifying: false, panelOpen: false, recoveryMode: false, currentPasscode: '', adminPassword: '', newPasscode: '' };
const open: SaveState = { ...closed, panelOpen: true, currentPasscode: '123456', newPasscode: '654321' };

describe('passcode inputs', () => {
  it('keep digits only, at most 6', () => {
    expect(passcodeDigits('12a3 4-5')).toBe('12345');
    expect(passcodeDigits('12345678')).toBe('123456');
    expect(passcodeDigits('abc')).toBe('');
  });

  it("ask for a new 6-digit passcode, count down 'Enter N more digits', and say when it is ready", () => {
    expect(newPasscodeHint('')).toBe(NEW_PASSCODE_PROMPT);
    expect(NEW_PASSCODE_PROMPT).toBe('Enter a new 6-digit security passcode');
    expect(newPasscodeHint('1')).toBe('Enter 5 more digits');
    expect(newPasscodeHint('12345')).toBe('Enter 1 more digits');
    expect(newPasscodeHint('123456')).toBe(NEW_PASSCODE_READY);
  });
});

describe('Save', () => {
  it('is disabled while verifying, panel open or not', () => {
    expect(isSaveDisabled({ ...closed, verifying: true })).toBe(true);
    expect(isSaveDisabled({ ...open, verifying: true })).toBe(true);
  });

  it('is enabled with the panel closed', () => {
    expect(isSaveDisabled(closed)).toBe(false);
  });

  it('with the panel open needs the current passcode (normal mode) and a 6-digit new one', () => {
    expect(isSaveDisabled(open)).toBe(false);
    expect(isSaveDisabled({ ...open, currentPasscode: '' })).toBe(true);
    expect(isSaveDisabled({ ...open, newPasscode: '65432' })).toBe(true);
    expect(isSaveDisabled({ ...open, newPasscode: '' })).toBe(true);
  });

  it('in recovery mode needs the admin password instead of the current passcode', () => {
    const recovery = { ...open, recoveryMode: true, currentPasscode: '' };
    expect(isSaveDisabled(recovery)).toBe(true);
    expect(isSaveDisabled({ ...recovery, adminPassword: 'Harbour&Lights9' })).toBe(false);
    expect(isSaveDisabled({ ...recovery, adminPassword: 'Harbour&Lights9', newPasscode: '1' })).toBe(true);
  });
});

describe('a passcode change', () => {
  it('happens only with the panel open and a non-empty new passcode that differs from the current one', () => {
    expect(wantsPasscodeChange(open)).toBe(true);
    expect(wantsPasscodeChange({ ...open, panelOpen: false })).toBe(false);
    expect(wantsPasscodeChange({ ...open, newPasscode: '' })).toBe(false);
    expect(wantsPasscodeChange({ ...open, newPasscode: '123456' })).toBe(false);
    expect(wantsPasscodeChange({ ...open, recoveryMode: true, currentPasscode: '' })).toBe(true);
  });
});

describe('the dialog toasts', () => {
  it('are word for word', () => {
    expect(SECURITY_TOASTS).toEqual({
      verificationFailed: { title: 'Verification Failed', description: 'Current passcode is incorrect. Cannot change security settings.', variant: 'destructive' },
      verificationError: { title: 'Verification Error', description: 'Could not verify current passcode. Please try again.', variant: 'destructive' },
      recoveryFailed: { title: 'Emergency Recovery Failed', description: 'Admin password is incorrect.', variant: 'destructive' },
      recoveryError: { title: 'Recovery Error', description: 'Could not verify admin password. Please try again.', variant: 'destructive' },
      recoverySucceeded: { title: 'Emergency Recovery Successful', description: 'Admin password verified. You can now change the passcode.', variant: 'success' },
      settingsSaved: { title: 'Settings Saved', description: 'Admin timeout settings have been updated successfully.', variant: 'success' },
    });
  });

  it('tell a refused check (4xx) from one that could not be made', () => {
    expect(checkOutcome(new ApiError('400: Incorrect passcode.', 400, {}))).toBe('failed');
    expect(checkOutcome(new ApiError('Not authenticated', 401, {}))).toBe('failed');
    expect(checkOutcome(new ApiError('Connection error. Please try again.', 0, undefined))).toBe('error');
    expect(checkOutcome(new ApiError('500: boom', 500, {}))).toBe('error');
    expect(checkOutcome(new TypeError('x'))).toBe('error');
  });
});

describe('activity pings', () => {
  it('go out at the first interaction, then at most once a minute', () => {
    const due = createActivityThrottle();
    expect(due(1000)).toBe(true);
    expect(due(1000 + ACTIVITY_PING_INTERVAL_MS - 1)).toBe(false);
    expect(due(1000 + ACTIVITY_PING_INTERVAL_MS)).toBe(true);
    expect(due(1000 + ACTIVITY_PING_INTERVAL_MS + 5)).toBe(false);
  });
});
