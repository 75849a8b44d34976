// GET /api/admin/customers?q=: customer records by name, phone or email (one Query; a full name that
// matches no full-name term, two: decision 360).
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { searchCustomersByFullName, searchCustomersByTerm } from '../../data/customers';
import { nameMatches, parseSearchQuery } from '../../data/search-terms';
import { createHandler } from '../../http/create-handler';
import { BadRequestError } from '../../lib/http-errors';
import { toCustomer } from '../../repairs/customer-views';

export const handler = createHandler(repairRoutes.searchCustomers, async ({ query }) => {
  const search = parseSearchQuery(query.q);
  if (!search) throw new BadRequestError('Type at least 3 letters of a name, or a phone number or email');
  // Two or more name words: the full-name terms first (decision 360), else the longest word's terms.
  const byName = search.fullName ? await searchCustomersByFullName(search.fullName) : [];
  if (byName.length > 0) return { body: { customers: byName.map(toCustomer) } };
  const found = await searchCustomersByTerm(search.term);
  const matching = found.filter((c) => nameMatches(`${c.firstName} ${c.lastName}`, search.alsoWords));
  return { body: { customers: matching.map(toCustomer) } };
});
