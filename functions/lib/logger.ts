// Structured JSON logs with the request id, one logger per Lambda instance.
import { Logger } from '@aws-lambda-powertools/logger';
import { env } from '../env';

export const logger = new Logger({
  serviceName: 'device-drs',
  logLevel: env.LOG_LEVEL,
  persistentKeys: { stage: env.STAGE },
});
