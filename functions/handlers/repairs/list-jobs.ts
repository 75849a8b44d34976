// GET /api/admin/jobs?status=&q=&cursor=: every job newest first, one status, or a search by job
// number, customer name, phone or IMEI/serial. Each is one Query (decision 082).
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { BadCursorError, listJobs, searchJobsByTerm } from '../../data/jobs';
import { nameMatches, parseSearchQuery } from '../../data/search-terms';
import { createHandler } from '../../http/create-handler';
import { BadRequestError } from '../../lib/http-errors';

export const handler = createHandler(repairRoutes.listJobs, async ({ query }) => {
  if (query.q) {
    const search = parseSearchQuery(query.q);
    if (!search) throw new BadRequestError('Type at least 3 characters: a job number, name, phone number or IMEI');
    const found = await searchJobsByTerm(search.term);
    const jobs = found.filter((job) => (!query.status || job.status === query.status) && nameMatches(job.customerName, search.alsoWords));
    return { body: { jobs } };
  }
  try {
    return { body: await listJobs(query.status, query.cursor) };
  } catch (error) {
    if (error instanceof BadCursorError) throw new BadRequestError(error.message);
    throw error;
  }
});
