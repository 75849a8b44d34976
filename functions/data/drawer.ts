// The cash drawer: a marker item while a session is open (so there is only ever one), the session
// header, and its money moves (the till's ledger: float, sale payments, refunds, cash in and out).
// The header counts its moves; closing is conditional on that count, so no sale slips past a Z report.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { DrawerMove, ZReport } from '../../shared/schemas/sales/drawer';
import type { Staff } from '../../shared/schemas/sales/fields';
import { db, tableName } from './client';
import { stripKeys } from './items';
import type { TransactItem } from './transact';
import * as keys from './keys';
import { queryAll } from './query-all';

export interface DrawerSessionRecord {
  sessionId: string;
  status: 'open' | 'closed';
  openedAt: string;
  openedBy: Staff;
  floatPence: number;
  moveCount: number;
  closedAt?: string;
  closedBy?: Staff;
  closeApprovedBy?: Staff;
  report?: ZReport;
}

export async function getOpenSessionId(): Promise<string | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.drawerCurrent(), ConsistentRead: true }));
  return Item ? String(Item.sessionId) : null;
}

/** The session and its moves, oldest first: one consistent Query of its partition. */
export async function getSessionWithMoves(sessionId: string): Promise<{ session: DrawerSessionRecord; moves: DrawerMove[] } | null> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.drawerPartition(sessionId) },
    ConsistentRead: true,
  });
  const header = items.find((i) => i.sk === 'SESSION');
  if (!header) return null;
  return {
    session: stripKeys(header) as unknown as DrawerSessionRecord,
    moves: items.filter((i) => String(i.sk).startsWith(keys.drawerMovePrefix)).map((i) => stripKeys(i) as DrawerMove),
  };
}

/** Opening: the marker (fails when a session is open), the header and the float as its first move. */
export function openSessionItems(session: DrawerSessionRecord, float: DrawerMove): TransactItem[] {
  return [
    { Put: { TableName: tableName, Item: { ...keys.drawerCurrent(), type: 'DrawerCurrent', sessionId: session.sessionId }, ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: { TableName: tableName, Item: { ...keys.drawerSession(session.sessionId), type: 'DrawerSession', ...session }, ConditionExpression: 'attribute_not_exists(pk)' } },
    moveItem(session.sessionId, float),
  ];
}

export function moveItem(sessionId: string, move: DrawerMove): TransactItem {
  return {
    Put: { TableName: tableName, Item: { ...keys.drawerMove(sessionId, move.at, move.moveId), type: 'DrawerMove', ...move }, ConditionExpression: 'attribute_not_exists(pk)' },
  };
}

/** Counts `added` moves on the session; fails when it is no longer open. */
export function countMovesItem(sessionId: string, added: number): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.drawerSession(sessionId),
      UpdateExpression: 'ADD moveCount :n',
      ConditionExpression: '#status = :open',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':n': added, ':open': 'open' },
    },
  };
}

/** Closing: the header (open, with exactly the moves the report saw) and the marker go together. */
export function closeSessionItems(session: DrawerSessionRecord, closedAt: string, closedBy: Staff, report: ZReport, approvedBy?: Staff): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName,
        Key: keys.drawerSession(session.sessionId),
        UpdateExpression: `SET #status = :closed, closedAt = :at, closedBy = :by, report = :report${approvedBy ? ', closeApprovedBy = :approvedBy' : ''}`,
        ConditionExpression: '#status = :open AND moveCount = :seen',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':closed': 'closed',
          ':open': 'open',
          ':at': closedAt,
          ':by': closedBy,
          ':report': report,
          ':seen': session.moveCount,
          ...(approvedBy ? { ':approvedBy': approvedBy } : {}),
        },
      },
    },
    {
      Delete: {
        TableName: tableName,
        Key: keys.drawerCurrent(),
        ConditionExpression: 'sessionId = :sid',
        ExpressionAttributeValues: { ':sid': session.sessionId },
      },
    },
  ];
}
