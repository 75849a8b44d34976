// /guides: the published guides, newest first, with their device tags.
import { generatePath, Link } from 'react-router';
import { BUSINESS } from '../../../../../shared/business';
import { formatDate } from '../../../../../shared/dates';
import type { GuideSummary } from '../../../../../shared/schemas/content/guides';
import { ContentPageHeader } from '../../../components/content/content-page-header';
import { PageMeta } from '../../../components/seo/page-meta';
import { publicPaths as paths } from '../../../config/public-paths';
import { breadcrumbs, localBusiness } from '../../../lib/structured-data';

const TRAIL = [{ name: 'Guides', path: paths.guides }];

export function GuidesPage({ guides }: { guides: readonly GuideSummary[] }) {
  return (
    <article className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <PageMeta
        title="Repair guides and advice"
        description={`Practical advice from the ${BUSINESS.name} technicians: wet phones, backups, battery health, cracked screens, consoles and more.`}
        path={paths.guides}
        jsonLd={[localBusiness(), breadcrumbs(TRAIL)]}
      />
      <ContentPageHeader trail={TRAIL} eyebrow="Guides" title="Advice from our technicians">
        <p>What to do when something goes wrong, and how to keep your devices going longer.</p>
      </ContentPageHeader>
      {guides.length ? (
        <ul className="grid gap-4 sm:grid-cols-2">
          {guides.map((guide) => (
            <li key={guide.slug} className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-5">
              <h2 className="text-lg font-semibold">
                <Link to={generatePath(paths.guideDetail, { id: guide.slug })} className="hover:text-primary hover:underline">
                  {guide.title}
                </Link>
              </h2>
              <p className="flex-1 text-muted">{guide.summary}</p>
              <p className="text-sm text-subtle">
                Updated <time dateTime={guide.updatedAt}>{formatDate(guide.updatedAt)}</time>
                {guide.deviceTags.length ? ` · ${guide.deviceTags.join(', ')}` : ''}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">No guides yet.</p>
      )}
    </article>
  );
}
