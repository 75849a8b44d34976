// One published guide for the public: the body rendered safely (render-markdown.ts) and its related
// services named. Apart from guides.ts so that only the functions that render carry marked (decision 025).
import type { PublicGuide } from '../../shared/schemas/content/guides';
import { getGuideRecord } from '../data/guides';
import { listServiceRecords } from '../data/services';
import { NotFoundError } from '../lib/http-errors';
import { GUIDE_NOT_FOUND } from './guides';
import { renderMarkdown } from './render-markdown';

export async function publicGuide(slug: string): Promise<PublicGuide> {
  const [guide, services] = await Promise.all([getGuideRecord(slug), listServiceRecords()]);
  if (!guide || guide.status !== 'published') throw new NotFoundError(GUIDE_NOT_FOUND);
  const names = new Map(services.filter((s) => !s.retired).map((s) => [s.id, s.name]));
  const { body, serviceIds, ...summary } = guide;
  return {
    ...summary,
    bodyHtml: renderMarkdown(body),
    services: serviceIds.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id)! })),
  };
}
