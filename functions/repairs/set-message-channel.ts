// Staff set how this job's customer hears about it (email, SMS or both), or hand the choice back to
// the customer (null).
import type { MessageChannel } from '../../shared/messaging/channels';
import type { JobRecord } from '../data/jobs';
import { mutateJob } from './mutate-job';

export async function setJobMessageChannel(qrCode: string, channel: MessageChannel | null, now: Date): Promise<JobRecord> {
  return mutateJob(qrCode, (current) => {
    const { messageChannel: _previous, ...rest } = current;
    const next: JobRecord = { ...rest, ...(channel ? { messageChannel: channel } : {}), updatedAt: now.toISOString() };
    return { next, result: next };
  });
}
