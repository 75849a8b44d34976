// The functional test each device type gets at intake (before the repair) and again at Quality
// check (after it), so the job sheet can compare the two. Item ids are stable: results are stored by
// id, and a label may be reworded without losing them.
import * as z from 'zod/mini';
import type { DeviceType } from '../schemas/repairs/device';

export interface ChecklistItem {
  id: string;
  label: string;
}

const item = (id: string, label: string): ChecklistItem => ({ id, label });

export const DEVICE_CHECKLISTS: Record<DeviceType, readonly ChecklistItem[]> = {
  phone: [
    item('screen-touch', 'Screen and touch'),
    item('biometrics', 'Face ID or fingerprint'),
    item('front-camera', 'Front camera'),
    item('rear-camera', 'Rear cameras'),
    item('speakers', 'Speakers'),
    item('microphone', 'Microphone'),
    item('charging', 'Charging'),
    item('buttons', 'Buttons'),
    item('wifi-bluetooth', 'Wi-Fi and Bluetooth'),
    item('mobile-signal', 'Mobile signal'),
  ],
  tablet: [
    item('screen-touch', 'Screen and touch'),
    item('biometrics', 'Face ID or fingerprint'),
    item('cameras', 'Cameras'),
    item('speakers', 'Speakers'),
    item('microphone', 'Microphone'),
    item('charging', 'Charging'),
    item('buttons', 'Buttons'),
    item('wifi-bluetooth', 'Wi-Fi and Bluetooth'),
  ],
  console: [
    item('powers-on', 'Powers on and boots'),
    item('video-output', 'Video output (HDMI)'),
    item('disc-drive', 'Disc drive'),
    item('controller-pairing', 'Controller pairing'),
    item('usb-ports', 'USB ports'),
    item('fan-noise', 'Fan and temperature'),
    item('wifi-bluetooth', 'Wi-Fi and Bluetooth'),
  ],
};

export const CHECK_STAGES = ['intake', 'quality'] as const;
export const CheckStageSchema = z.enum(CHECK_STAGES, 'Checklist stage must be intake or quality');
export type CheckStage = z.infer<typeof CheckStageSchema>;

/** 'n/a': the item cannot be tested on this device (no Face ID, no disc drive, dead on arrival). */
export const CHECK_RESULTS = ['pass', 'fail', 'n/a'] as const;
export const CheckResultSchema = z.enum(CHECK_RESULTS, 'Each result must be pass, fail or n/a');
export type CheckResult = z.infer<typeof CheckResultSchema>;

export type CheckResults = Partial<Record<string, CheckResult>>;

export const CHECK_RESULT_LABELS: Record<CheckResult, string> = { pass: 'Pass', fail: 'Fail', 'n/a': 'N/A' };

/** The items of the list with no result yet. */
export function uncheckedItems(deviceType: DeviceType, results: CheckResults | undefined): ChecklistItem[] {
  return DEVICE_CHECKLISTS[deviceType].filter((i) => !results?.[i.id]);
}

/** The 409 when Quality check would move to Ready for collection with items left unchecked. */
export function uncheckedQualityMessage(unchecked: readonly ChecklistItem[]): string {
  const names = unchecked.map((i) => i.label).join(', ');
  return unchecked.length === 1
    ? `The quality check is not finished: ${names} is unchecked. Check every item before the job is ready for collection.`
    : `The quality check is not finished: ${unchecked.length} items are unchecked (${names}). Check every item before the job is ready for collection.`;
}
