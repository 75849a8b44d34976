// Guides: staff write Markdown; the public lists the published ones. One published guide, rendered,
// is public-guide.ts: only its readers carry the Markdown renderer (decision 025).
import type { Guide, GuideInput, GuideSummary } from '../../shared/schemas/content/guides';
import { GuideChangedError, getGuideRecord, listGuideRecords, listPublishedGuides, saveGuideRecord, SlugTakenError } from '../data/guides';
import { ConflictError, NotFoundError } from '../lib/http-errors';

export const GUIDE_NOT_FOUND = 'Guide not found';

export async function publishedGuideSummaries(): Promise<GuideSummary[]> {
  return listPublishedGuides();
}

export async function adminGuides(): Promise<Guide[]> {
  return (await listGuideRecords()).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

function guideFrom(input: GuideInput, previous: Guide | null, now: Date): Guide {
  const at = now.toISOString();
  const publishedAt = input.status === 'published' ? (previous?.publishedAt ?? at) : previous?.publishedAt;
  return {
    slug: input.slug,
    title: input.title,
    summary: input.summary,
    body: input.body,
    deviceTags: [...new Set(input.deviceTags)],
    serviceIds: [...new Set(input.serviceIds)],
    status: input.status,
    updatedAt: at,
    ...(publishedAt ? { publishedAt } : {}),
    ...(input.imageUrl ? { imageUrl: input.imageUrl } : {}),
  };
}

const slugTaken = (slug: string) => new ConflictError(`The slug "${slug}" is already used by another guide`, { errors: { slug: ['This slug is taken'] } });

export async function createGuide(input: GuideInput, now: Date): Promise<Guide> {
  const guide = guideFrom(input, null, now);
  try {
    await saveGuideRecord(guide, null);
  } catch (error) {
    if (error instanceof SlugTakenError) throw slugTaken(input.slug);
    throw error;
  }
  return guide;
}

/** Replaces the guide at `slug`; the input may give it a new slug, which must be free. */
export async function updateGuide(slug: string, input: GuideInput, now: Date): Promise<Guide> {
  const previous = await getGuideRecord(slug);
  if (!previous) throw new NotFoundError(GUIDE_NOT_FOUND);
  const guide = guideFrom(input, previous, now);
  try {
    await saveGuideRecord(guide, slug);
  } catch (error) {
    if (error instanceof SlugTakenError) throw slugTaken(input.slug);
    if (error instanceof GuideChangedError) throw new ConflictError('The guide was changed or renamed meanwhile. Reload it and try again.');
    throw error;
  }
  return guide;
}
