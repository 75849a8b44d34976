// The error middleware's answers for what a lost race leaves behind: a transaction that kept losing
// to concurrent ones is a 409 to try again (nothing was written), a failed condition nobody explained
// stays a 500 (a bug to find), never the other way round (decision 236).
import { describe, expect, it } from 'vitest';
import { TransactionCancelledError } from '../../../functions/data/transact';
import { BUSY_MESSAGE, errorMapper } from '../../../functions/http/middleware/error-mapper';
import { buildApiEvent } from '../../../scripts/local/api-event';

async function answerTo(error: Error) {
  const request = {
    event: buildApiEvent({ method: 'POST', path: '/api/admin/till/drawer/cash', routePath: '/api/admin/till/drawer/cash', headers: {} }),
    context: { awsRequestId: 'test-request' },
    error,
    response: undefined as unknown as { statusCode: number; body: string },
  };
  await errorMapper().onError!(request as never);
  return { status: request.response.statusCode, body: JSON.parse(request.response.body) as { message: string } };
}

describe('errorMapper', () => {
  it('answers 409 "try again" to a transaction that lost to concurrent ones every time', async () => {
    expect(await answerTo(new TransactionCancelledError(['None', 'TransactionConflict']))).toEqual({ status: 409, body: { message: BUSY_MESSAGE } });
  });

  it('keeps a failed condition no domain code explained a 500', async () => {
    const answer = await answerTo(new TransactionCancelledError(['ConditionalCheckFailed', 'TransactionConflict']));
    expect(answer.status).toBe(500);
    expect(answer.body.message).toBe('Something went wrong on our side. Please try again.');
  });
});
