// The local payment page's webhook secret: random per process (no secret in the repo), shared by the
// page that signs its events and the webhook handler that verifies them, which run in one process.
import { randomBytes } from 'node:crypto';

export const localWebhookSecret = `whsec_local_${randomBytes(24).toString('hex')}`;
