// Drawer sessions: open with a float (only when none is open), cash in and out with a reason, and
// close once by counting the cash per denomination into the Z report.
import { ulid } from 'ulid';
import type { DrawerMove, DrawerSession } from '../../shared/schemas/sales/drawer';
import type { Staff } from '../../shared/schemas/sales/fields';
import {
  closeSessionItems,
  countMovesItem,
  getOpenSessionId,
  getSessionWithMoves,
  moveItem,
  openSessionItems,
  type DrawerSessionRecord,
} from '../data/drawer';
import { TransactionCancelledError, transactWrite, type TransactItem } from '../data/transact';
import { ConflictError, NotFoundError } from '../lib/http-errors';
import { zReport } from './z-report';

export const DRAWER_ALREADY_OPEN = 'A drawer session is already open. Close it before opening another.';
export const NO_OPEN_DRAWER = 'Open the cash drawer before taking payments.';
export const DRAWER_ALREADY_CLOSED = 'This drawer session is already closed.';
export const DRAWER_NOT_FOUND = 'No drawer session has that id.';
/** A manager's approval (decision 268) another request used first, or one that ran out meanwhile. */
export const APPROVAL_SPENT = 'That approval has expired or was used. Ask the manager again.';
export const DRAWER_BUSY = 'A payment was taken while the drawer was being counted. Please count again.';

export async function loadSession(sessionId: string): Promise<DrawerSession> {
  const found = await getSessionWithMoves(sessionId);
  if (!found) throw new NotFoundError(DRAWER_NOT_FOUND);
  const { session, moves } = found;
  return {
    sessionId: session.sessionId,
    status: session.status,
    openedAt: session.openedAt,
    openedBy: session.openedBy,
    closedAt: session.closedAt,
    closedBy: session.closedBy,
    ...(session.closeApprovedBy ? { closeApprovedBy: session.closeApprovedBy } : {}),
    report: session.report ?? zReport(moves),
    moves,
  };
}

export async function currentSession(): Promise<DrawerSession | null> {
  const sessionId = await getOpenSessionId();
  return sessionId ? loadSession(sessionId) : null;
}

export async function openDrawer(floatPence: number, by: Staff, now: Date): Promise<DrawerSession> {
  const at = now.toISOString();
  const session: DrawerSessionRecord = { sessionId: ulid(now.getTime()), status: 'open', openedAt: at, openedBy: by, floatPence, moveCount: 1 };
  const float: DrawerMove = { moveId: ulid(now.getTime()), at, kind: 'float', method: 'cash', amountPence: floatPence, reason: 'Opening float', by };
  try {
    await transactWrite(openSessionItems(session, float));
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(0)) throw new ConflictError(DRAWER_ALREADY_OPEN);
    throw error;
  }
  return loadSession(session.sessionId);
}

export async function moveCash(kind: 'cash-in' | 'cash-out', amountPence: number, reason: string, by: Staff, now: Date): Promise<DrawerSession> {
  const sessionId = await getOpenSessionId();
  if (!sessionId) throw new ConflictError(NO_OPEN_DRAWER);
  const move: DrawerMove = { moveId: ulid(now.getTime()), at: now.toISOString(), kind, method: 'cash', amountPence: kind === 'cash-in' ? amountPence : -amountPence, reason, by };
  try {
    await transactWrite([countMovesItem(sessionId, 1), moveItem(sessionId, move)]);
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(0)) throw new ConflictError(NO_OPEN_DRAWER);
    throw error;
  }
  return loadSession(sessionId);
}

/** Approves closing with a difference between the count and the expected cash: who, and the item that uses the approval up (decision 268). */
export type AuthoriseDifference = (differencePence: number) => Promise<{ approver: Staff; item: TransactItem } | undefined>;

export async function closeDrawer(sessionId: string, count: Record<string, number>, by: Staff, now: Date, authorise?: AuthoriseDifference): Promise<DrawerSession> {
  const found = await getSessionWithMoves(sessionId);
  if (!found) throw new NotFoundError(DRAWER_NOT_FOUND);
  if (found.session.status === 'closed') throw new ConflictError(DRAWER_ALREADY_CLOSED);
  const report = zReport(found.moves, count);
  // The condition on the move count below keeps this approval to the count it saw.
  const granted = authorise ? await authorise(report.differencePence ?? 0) : undefined;
  const approvedBy = granted ? { userId: granted.approver.userId, name: granted.approver.name } : undefined;
  try {
    await transactWrite([...closeSessionItems(found.session, now.toISOString(), by, report, approvedBy), ...(granted ? [granted.item] : [])]);
  } catch (error) {
    if (granted && error instanceof TransactionCancelledError && error.conditionFailedAt(2)) throw new ConflictError(APPROVAL_SPENT);
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(0)) {
      const again = await getSessionWithMoves(sessionId);
      throw new ConflictError(again?.session.status === 'closed' ? DRAWER_ALREADY_CLOSED : DRAWER_BUSY);
    }
    throw error;
  }
  return loadSession(sessionId);
}
