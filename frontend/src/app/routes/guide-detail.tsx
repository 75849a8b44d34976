// /guides/{id}: one published guide, rendered with its body.
import { useLoaderData } from 'react-router';
import type { PublicGuide } from '../../../../shared/schemas/content/guides';
import { GuidePage } from '../../features/content-guides/components/guide-page';

export function Component() {
  const guide = useLoaderData<PublicGuide>();
  return <GuidePage key={guide.slug} guide={guide} />;
}
