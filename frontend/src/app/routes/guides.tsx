// /guides: the published guides, rendered with their summaries.
import { useLoaderData } from 'react-router';
import type { GuideList } from '../../../../shared/schemas/content/guides';
import { GuidesPage } from '../../features/content-guides/components/guides-page';

export function Component() {
  return <GuidesPage guides={useLoaderData<GuideList>().guides} />;
}
