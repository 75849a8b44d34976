// GET /api/address-lookup?q=: address suggestions from the configured provider.
import * as accountRoutes from '../../../shared/api/routes/accounts';
import { addressProvider } from '../../address/address-provider';
import { createHandler } from '../../http/create-handler';

const MAX_SUGGESTIONS = 8;

export const handler = createHandler(accountRoutes.lookupAddress, async ({ query }) => ({
  body: await addressProvider().suggest(query.q, MAX_SUGGESTIONS),
}));
