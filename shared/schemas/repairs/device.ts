// Devices: make, model, type, colour, IMEI (Luhn-checked) or serial, and a QR code for a sticker.
import * as z from 'zod/mini';
import { isValidImei, normaliseImei, normaliseSerial, SERIAL_PATTERN } from '../../repairs/device-identifiers';
import { JobStatusSchema } from '../../repairs/statuses';
import { QrCodeSchema, optionalTextSchema, penceSchema, textSchema } from './fields';
import { buildIfUsed } from '../build-if-used';

export const DEVICE_TYPES = ['phone', 'tablet', 'console'] as const;
export const DeviceTypeSchema = /* @__PURE__ */ buildIfUsed(() => z.enum(DEVICE_TYPES, 'Device type must be phone, tablet or console'));
export type DeviceType = z.infer<typeof DeviceTypeSchema>;

export const IMEI_MESSAGE = 'IMEI must be 15 digits with a valid check digit';
export const SERIAL_MESSAGE = 'Serial number must be 4 to 30 letters and digits';

const ImeiSchema = /* @__PURE__ */ buildIfUsed(() => z.optional(
  z.string().check(
    z.overwrite(normaliseImei),
    z.refine((v) => v === '' || isValidImei(v), IMEI_MESSAGE),
  ),
));

const SerialSchema = /* @__PURE__ */ buildIfUsed(() => z.optional(
  z.string().check(
    z.overwrite(normaliseSerial),
    z.refine((v) => v === '' || SERIAL_PATTERN.test(v), SERIAL_MESSAGE),
  ),
));

/** What staff type at intake and customers at /register-device; blank IMEI or serial means none. */
export const DeviceInputSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  make: textSchema('Make', 40),
  model: textSchema('Model', 60),
  type: DeviceTypeSchema,
  colour: optionalTextSchema('Colour', 30),
  imei: ImeiSchema,
  serial: SerialSchema,
}));
export type DeviceInput = z.infer<typeof DeviceInputSchema>;

export const DeviceSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  qrCode: z.string(),
  make: z.string(),
  model: z.string(),
  type: DeviceTypeSchema,
  colour: z.optional(z.string()),
  imei: z.optional(z.string()),
  serial: z.optional(z.string()),
  createdAt: z.string(),
  updatedAt: z.optional(z.string()),
}));
export type Device = z.infer<typeof DeviceSchema>;

export const WarrantySchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  state: z.enum(['none', 'active', 'expired']),
  endsAt: z.nullable(z.string()),
  daysLeft: z.number(),
}));

/** One repair in a device's history. */
export const DeviceRepairSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  jobNumber: z.string(),
  status: JobStatusSchema,
  fault: z.string(),
  openedAt: z.string(),
  collectedAt: z.optional(z.string()),
  warranty: WarrantySchema,
  isWarrantyClaim: z.boolean(),
}));

/** The signed-in owner's and the admin's device profile: the device, its repairs, its warranty. */
export const DeviceProfileSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  device: DeviceSchema,
  repairs: z.array(z.extend(DeviceRepairSchema, { qrCode: z.string(), totalPence: z.optional(penceSchema('Total')) })),
  /** The longest warranty still running on any repair of this device, else the latest expired one. */
  warranty: WarrantySchema,
}));
export type DeviceProfile = z.infer<typeof DeviceProfileSchema>;

/** The public device profile (the sticker's QR): nothing about the owner, no job QR codes. */
export const PublicDeviceProfileSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  device: z.object({ make: z.string(), model: z.string(), type: DeviceTypeSchema, colour: z.optional(z.string()) }),
  repairs: z.array(DeviceRepairSchema),
  warranty: WarrantySchema,
}));
export type PublicDeviceProfile = z.infer<typeof PublicDeviceProfileSchema>;

export const DeviceListSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  devices: z.array(z.extend(DeviceSchema, { warranty: WarrantySchema })),
}));

export const DeviceParamsSchema = /* @__PURE__ */ buildIfUsed(() => z.object({ qrCode: QrCodeSchema }));
