// What staff add at the counter when a device comes in (checking in a booking, receiving a mail-in
// order): the estimate, the promised date and the technician, passed to openJob only when given.
import type { OpenJobInput } from './open-job';

export interface CounterDetails {
  estimatePence?: number;
  promisedAt?: string;
  technician?: string;
}

export function counterDetails(input: CounterDetails): Pick<OpenJobInput, 'estimatePence' | 'promisedAt' | 'technician'> {
  return {
    ...(input.estimatePence !== undefined ? { estimatePence: input.estimatePence } : {}),
    ...(input.promisedAt ? { promisedAt: input.promisedAt } : {}),
    ...(input.technician ? { technician: input.technician } : {}),
  };
}
