// The terms the customer signs at intake on the counter tablet. The version is stored with each
// signature, so a job always shows which wording its customer agreed to: change the version with
// the wording.
import { BUSINESS } from '../business';

export const INTAKE_TERMS_VERSION = '2026-11-1';

export const INTAKE_TERMS: readonly string[] = [
  'I am the owner of this device, or have the owner’s permission to have it repaired.',
  'I have backed up my data: the shop is not responsible for data lost during the repair.',
  'The condition and the pre-repair test recorded on this job are correct.',
  'No work beyond the estimate is done without my approval.',
  `Every repair carries a ${BUSINESS.warrantyMonths}-month warranty on the parts and work from the day I collect it.`,
  'A device not collected within 90 days of my being told it is ready may be disposed of to cover costs.',
];
