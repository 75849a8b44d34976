// What the owner, the admin and the public see of a device and its repair history.
import { warrantyOf } from '../../shared/repairs/warranty';
import type { DeviceProfile, PublicDeviceProfile } from '../../shared/schemas/repairs/device';
import type { DeviceRecord } from '../data/devices';
import type { JobSummaryRecord } from '../data/jobs';

export function deviceOf(record: DeviceRecord) {
  const { qrCode, make, model, type, colour, imei, serial, createdAt, updatedAt } = record;
  return { qrCode, make, model, type, colour, imei, serial, createdAt, updatedAt };
}

function repairOf(job: JobSummaryRecord, now: Date) {
  return {
    jobNumber: job.jobNumber,
    status: job.status,
    fault: job.fault,
    openedAt: job.openedAt,
    collectedAt: job.collectedAt,
    warranty: warrantyOf(job.warrantyEndsAt, now),
    isWarrantyClaim: job.isWarrantyClaim,
  };
}

export function toDeviceProfile(device: DeviceRecord, jobs: JobSummaryRecord[], now: Date): DeviceProfile {
  return {
    device: deviceOf(device),
    repairs: jobs.map((job) => ({ ...repairOf(job, now), qrCode: job.qrCode })),
    warranty: warrantyOf(device.warrantyEndsAt, now),
  };
}

export function toPublicDeviceProfile(device: DeviceRecord, jobs: JobSummaryRecord[], now: Date): PublicDeviceProfile {
  return {
    device: { make: device.make, model: device.model, type: device.type, colour: device.colour },
    repairs: jobs.map((job) => repairOf(job, now)),
    warranty: warrantyOf(device.warrantyEndsAt, now),
  };
}
