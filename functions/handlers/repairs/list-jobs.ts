// GET /api/admin/jobs?status=&q=&cursor=&order=: every job newest first (or oldest), one status, or a search by job
// number, customer name, phone or IMEI/serial. Each is one Query (decision 082); a full name that
// matches no full-name term is a second (decision 360).
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { BadCursorError, listJobs, searchJobsByFullName, searchJobsByTerm } from '../../data/jobs';
import { nameMatches, parseSearchQuery } from '../../data/search-terms';
import { createHandler } from '../../http/create-handler';
import { BadRequestError } from '../../lib/http-errors';

export const handler = createHandler(repairRoutes.listJobs, async ({ query }) => {
  if (query.q) {
    const search = parseSearchQuery(query.q);
    if (!search) throw new BadRequestError('Type at least 3 characters: a job number, name, phone number or IMEI');
    // Two or more name words: the full-name terms first (one Query, newest first; decision 360), else
    // the longest word's terms with the other words checked, as a partial or reordered name needs.
    const byName = search.fullName ? (await searchJobsByFullName(search.fullName)).filter((job) => !query.status || job.status === query.status) : [];
    if (byName.length > 0) return { body: { jobs: byName } };
    const found = await searchJobsByTerm(search.term);
    const jobs = found.filter((job) => (!query.status || job.status === query.status) && nameMatches(job.customerName, search.alsoWords));
    return { body: { jobs } };
  }
  try {
    return { body: await listJobs(query.status, query.cursor, query.order) };
  } catch (error) {
    if (error instanceof BadCursorError) throw new BadRequestError(error.message);
    throw error;
  }
});
