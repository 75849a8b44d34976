// The public IMEI lookup: the number checked (a message per way it fails), split into TAC, serial and
// check digit, the make and model when the TAC is known (staff's table first, then a device the shop
// has recorded), and the warranty of a repair done here. Nothing about the owner.
import { checkImei } from '../../shared/content/imei-check';
import { warrantyOf } from '../../shared/repairs/warranty';
import type { ImeiLookup, Tac, TacInput } from '../../shared/schemas/content/imei';
import { sightingsOfTac } from '../data/device-sightings';
import { getJob } from '../data/jobs';
import { getTac, listTacRecords, putTac } from '../data/tacs';
import { BadRequestError } from '../lib/http-errors';
import { countImeiLookup } from './content-throttle';

async function deviceOfTac(tac: string, sightings: Awaited<ReturnType<typeof sightingsOfTac>>): Promise<{ make: string; model: string } | null> {
  const known = await getTac(tac);
  if (known) return { make: known.make, model: known.model };
  const seen = sightings[0];
  if (!seen) return null;
  const job = await getJob(seen.summary.qrCode);
  return job && job.device.imei?.startsWith(tac) ? { make: job.device.make, model: job.device.model } : null;
}

export async function lookupImei(input: string, context: { clientIp: string; now: Date }): Promise<ImeiLookup> {
  const checked = checkImei(input);
  if (!checked.ok) throw new BadRequestError(checked.message, { errors: { imei: [checked.message] } });
  await countImeiLookup(context.clientIp, context.now);
  const sightings = await sightingsOfTac(checked.tac);
  const repairs = sightings.filter((s) => s.term === checked.imei);
  const warrantyEnd = repairs
    .map((s) => s.summary.warrantyEndsAt)
    .filter((end): end is string => Boolean(end))
    .sort()
    .at(-1);
  const warranty = repairs.length ? warrantyOf(warrantyEnd, context.now) : null;
  return {
    imei: checked.imei,
    tac: checked.tac,
    serial: checked.serial,
    checkDigit: checked.checkDigit,
    device: await deviceOfTac(checked.tac, sightings),
    warranty: warranty ? { state: warranty.state, endsAt: warranty.endsAt } : null,
  };
}

export async function listTacs(): Promise<Tac[]> {
  return listTacRecords();
}

export async function saveTac(tac: string, input: TacInput, now: Date): Promise<Tac> {
  const record: Tac = { tac, make: input.make, model: input.model, updatedAt: now.toISOString() };
  await putTac(record);
  return record;
}
