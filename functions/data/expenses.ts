// Expenses (decision 186): one partition, read whole by profit and loss; each change is
// version-checked so two staff editing one expense cannot silently overwrite each other.
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ExpenseSchema, type Expense } from '../../shared/schemas/reports/expenses';
import { db, tableName } from './client';
import * as keys from './keys';
import { queryAll } from './query-all';
import { isConditionFailure } from './transact';

export async function listExpenses(): Promise<Expense[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.expensesPartition } });
  return items.map((i) => ExpenseSchema.parse(i)).sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
}

export async function getExpense(id: string): Promise<Expense | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.expense(id), ConsistentRead: true }));
  return Item ? ExpenseSchema.parse(Item) : null;
}

/** Writes a new expense, or the next version of one read at `previousVersion`; false if it moved on. */
export async function putExpense(expense: Expense, previousVersion: number | null): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...keys.expense(expense.id), type: 'Expense', ...expense },
        ...(previousVersion === null
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': previousVersion } }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function deleteExpense(id: string): Promise<boolean> {
  try {
    await db.send(new DeleteCommand({ TableName: tableName, Key: keys.expense(id), ConditionExpression: 'attribute_exists(pk)' }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
