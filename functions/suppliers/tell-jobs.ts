// A part ordered for a job has arrived: the job carries a notice (its sheet offers to add the part
// and move the job on; the board flags it while Awaiting parts) and an internal timeline note for its
// technician (decision 184). Keyed by the receipt, so a retried receipt tells each job once.
import { ulid } from 'ulid';
import type { PurchaseOrder } from '../../shared/schemas/suppliers/purchase-order';
import { isClosedStatus } from '../../shared/repairs/statuses';
import { JobChangedError, getJob, saveJob, timelineItem } from '../data/jobs';
import { logger } from '../lib/logger';
import type { Actor } from '../data/stock-ledger';

export async function tellJobsPartsArrived(order: PurchaseOrder, receiptId: string, actor: Actor): Promise<void> {
  const receipt = order.receipts.find((r) => r.receiptId === receiptId);
  if (!receipt) return;
  const byJob = new Map<string, { productId: string; description: string; quantity: number; salePence?: number }[]>();
  for (const { lineId, quantity } of receipt.lines) {
    const line = order.lines.find((l) => l.lineId === lineId);
    if (!line?.jobQr) continue;
    byJob.set(line.jobQr, [...(byJob.get(line.jobQr) ?? []), { productId: line.productId, description: line.description, quantity, salePence: line.salePence }]);
  }
  for (const [jobQr, parts] of byJob) {
    try {
      await tellJob(jobQr, order, receipt.receiptId, receipt.at, parts, actor);
    } catch (error) {
      // The stock is in; the note can be added by hand. Never fail the receipt for it.
      logger.error('Could not tell a job its parts arrived', { jobQr, orderId: order.id, error: error as Error });
    }
  }
}

async function tellJob(jobQr: string, order: PurchaseOrder, receiptId: string, at: string, parts: { productId: string; description: string; quantity: number; salePence?: number }[], actor: Actor): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const job = await getJob(jobQr);
    if (!job || isClosedStatus(job.status) || job.partsArrived?.receiptId === receiptId) return;
    const list = parts.map((p) => `${p.quantity} x ${p.description}`).join(', ');
    const message = `Part received on ${order.number}: ${list}.${job.status === 'Awaiting parts' ? ' The job can move on from Awaiting parts.' : ''}`;
    try {
      await saveJob(job, { ...job, partsArrived: { at, poId: order.id, poNumber: order.number, receiptId, parts }, updatedAt: at, version: job.version + 1 }, [
        timelineItem(jobQr, { id: ulid(), at, kind: 'note', visibility: 'internal', message, by: { name: actor.name, role: 'admin' } }),
      ]);
      return;
    } catch (error) {
      if (error instanceof JobChangedError && attempt < 3) continue;
      throw error;
    }
  }
}
