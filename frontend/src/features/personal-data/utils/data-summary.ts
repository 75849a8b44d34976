// The readable summary of a personal-data download: the same records as the JSON, as plain text a
// person can read without tools (UK GDPR: access in a commonly used, readable form).
import { BUSINESS } from '../../../../../shared/business';
import { formatDateTime } from '../../../../../shared/dates';
import type { PersonalDataExport } from '../../../../../shared/schemas/personal-data';

export const DATA_FILE_NAME = 'device-drs-my-data.json';
export const SUMMARY_FILE_NAME = 'device-drs-my-data.txt';

function records(title: string, items: readonly Record<string, unknown>[]): string[] {
  if (items.length === 0) return [`${title}: none`, ''];
  return [
    `${title} (${items.length})`,
    ...items.flatMap((item, i) => [
      `  ${i + 1}.`,
      ...Object.entries(item)
        .filter(([, value]) => value !== undefined && value !== null && value !== '')
        .map(([key, value]) => `     ${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`),
    ]),
    '',
  ];
}

export function dataSummaryText(data: PersonalDataExport): string {
  const { account } = data;
  return [
    `Everything ${BUSINESS.name} holds about you`,
    `Downloaded ${formatDateTime(data.exportedAt)}`,
    '',
    'Your account',
    `  Name: ${account.firstName} ${account.lastName}`,
    `  Username: ${account.username}`,
    `  Email: ${account.email}${account.emailVerified ? ' (verified)' : ''}`,
    `  Phone: ${account.phone}`,
    `  Address: ${account.address ?? 'not given'}`,
    `  Two-factor: ${account.twoFactorEnabled ? 'on' : 'off'}`,
    `  Member since: ${formatDateTime(account.createdAt)}`,
    '',
    ...records(
      'Where you are signed in',
      data.sessions.map((s) => ({ device: s.device, place: s.place, signedIn: formatDateTime(s.createdAt), lastSeen: formatDateTime(s.lastSeenAt) })),
    ),
    ...records('Your devices', data.devices),
    ...records('Your repairs', data.repairs),
    ...records('Your records at the shop', data.shopRecords),
    ...records('Your bookings', data.bookings),
    ...records('Your mail-in orders', data.mailInOrders),
    ...records('Devices you sold to the shop (ID details kept 6 years from the sale)', data.tradeIns),
    ...records('Activity on your account (kept 2 years for security)', data.activity),
  ].join('\n');
}
