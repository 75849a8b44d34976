// A part from stock on a job (decision 184): the job line (at the product's cost and a sale price)
// and a 'job-part' movement in the stock ledger, in one transaction keyed by the line's id, so a
// retried press takes the part once. Removing such a line puts the part back the same way.
import type { JobLine } from '../../shared/schemas/repairs/job';
import type { ReservePartRequest, ReservePartResult } from '../../shared/schemas/suppliers/part-finder';
import { deleteLineItem, getJob, getJobLine, jobOpenCheck, lineItem } from '../data/jobs';
import { getProduct } from '../data/products';
import { TransactionCancelledError, transactWrite } from '../data/transact';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/http-errors';
import { LINES_CLOSED_MESSAGE } from '../repairs/mutate-job';
import { recordStockMovement, type Actor } from '../data/stock-ledger';
import { DuplicateCauseError, OutOfStockError, stockFailure } from '../stock/stock-ledger';
import { isClosedStatus } from '../../shared/repairs/statuses';
import { announceStockMoved } from '../stock/announce-stock-moved';

export async function reservePart(request: ReservePartRequest, actor: Actor, now: Date): Promise<ReservePartResult> {
  const [job, product] = await Promise.all([getJob(request.jobQr), getProduct(request.productId, true)]);
  if (!job) throw new NotFoundError('No job has that QR code');
  if (!product) throw new NotFoundError('Product not found');
  if (isClosedStatus(job.status)) throw new ConflictError(LINES_CLOSED_MESSAGE);
  if (product.serialised) throw new BadRequestError('Serialised products are sold at the till, not added as parts');
  const unitPence = request.salePence ?? product.pricePence;
  const line: JobLine = {
    id: request.requestId,
    kind: 'part',
    description: product.name,
    quantity: request.quantity,
    unitPence,
    totalPence: unitPence * request.quantity,
    costPence: product.costPence,
    productId: product.id,
    addedAt: now.toISOString(),
    addedBy: actor.name,
  };
  const movement = recordStockMovement({ productId: product.id, kind: 'job-part', delta: -request.quantity, reason: `Job ${job.jobNumber}`, causeId: `job-line:${line.id}`, actor, at: now });
  const items = [jobOpenCheck(job.qrCode), lineItem(job.qrCode, line), ...movement];
  const result = { jobQr: job.qrCode, jobNumber: job.jobNumber, line: { ...line, productId: product.id } };
  try {
    await transactWrite(items);
    await announceStockMoved([product.id], now);
    return result;
  } catch (error) {
    if (!(error instanceof TransactionCancelledError)) throw error;
    if (error.conditionFailedAt(0)) throw new ConflictError(LINES_CLOSED_MESSAGE);
    // The line is already there: this press was a retry.
    if (error.conditionFailedAt(1)) return result;
    const typed = stockFailure(items, error);
    if (typed instanceof DuplicateCauseError) return result;
    if (typed instanceof OutOfStockError) throw new ConflictError(`Only ${product.available} in stock`);
    throw error;
  }
}

/** The job's line, when it came from stock (it names its product). */
export async function stockLineOf(qrCode: string, lineId: string): Promise<(JobLine & { productId: string }) | null> {
  const line = await getJobLine(qrCode, lineId);
  return line?.productId ? { ...line, productId: line.productId } : null;
}

/** Removes a part line that came from stock, with a movement putting the part back. */
export async function returnPartLine(qrCode: string, line: JobLine & { productId: string }, actor: Actor, now: Date): Promise<void> {
  const job = await getJob(qrCode);
  const items = [
    jobOpenCheck(qrCode),
    deleteLineItem(qrCode, line.id),
    ...recordStockMovement({ productId: line.productId, kind: 'job-part-return', delta: line.quantity, reason: `Taken off job ${job?.jobNumber ?? qrCode}`, causeId: `job-line-return:${line.id}`, actor, at: now }),
  ];
  try {
    await transactWrite(items);
  } catch (error) {
    if (!(error instanceof TransactionCancelledError)) throw error;
    if (error.conditionFailedAt(0)) throw job ? new ConflictError(LINES_CLOSED_MESSAGE) : new NotFoundError('No job has that QR code');
    if (error.conditionFailedAt(1) || error.conditionFailedAt(3)) throw new NotFoundError('No such line on this job');
    throw error;
  }
  await announceStockMoved([line.productId], now);
}
