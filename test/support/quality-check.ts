// Jobs reach Ready for collection only with every quality-check item checked (issue 18): the tests
// that walk a job through its statuses pass the whole list first, through the API as staff do.
type Call = (method: string, pathname: string, body?: unknown) => Promise<Record<string, unknown>>;

/** Marks every item of the job's quality checklist as passed. */
export async function passQualityCheck(call: Call, qrCode: string): Promise<void> {
  const job = await call('GET', `/api/admin/jobs/${qrCode}`);
  if (job.status !== 'Quality check') return;
  const items = job.checklist as { id: string }[];
  await call('PUT', `/api/admin/jobs/${qrCode}/checklists/quality`, { results: Object.fromEntries(items.map((i) => [i.id, 'pass'])) });
}
