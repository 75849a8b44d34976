// /guides/{id}: one guide. Its body is HTML the server rendered from Markdown with every raw tag
// escaped and unsafe links dropped (functions/content/render-markdown.ts), so it is set as HTML here.
import { generatePath, Link } from 'react-router';
import { formatDate } from '../../../../../shared/dates';
import type { PublicGuide } from '../../../../../shared/schemas/content/guides';
import { ContentPageHeader } from '../../../components/content/content-page-header';
import { PageMeta } from '../../../components/seo/page-meta';
import { buttonClasses } from '../../../components/ui/button';
import { publicPaths as paths } from '../../../config/public-paths';
import { article, breadcrumbs, localBusiness } from '../../../lib/structured-data';

export function GuidePage({ guide }: { guide: PublicGuide }) {
  const path = generatePath(paths.guideDetail, { id: guide.slug });
  const trail = [
    { name: 'Guides', path: paths.guides },
    { name: guide.title, path },
  ];
  return (
    <article className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <PageMeta
        title={guide.title}
        description={guide.summary}
        path={path}
        type="article"
        jsonLd={[localBusiness(), article({ title: guide.title, summary: guide.summary, path, publishedAt: guide.publishedAt, updatedAt: guide.updatedAt }), breadcrumbs(trail)]}
      />
      <ContentPageHeader trail={trail} eyebrow="Guide" title={guide.title}>
        <p>{guide.summary}</p>
        <p className="mt-2 text-sm text-subtle">
          Updated <time dateTime={guide.updatedAt}>{formatDate(guide.updatedAt)}</time>
        </p>
      </ContentPageHeader>
      {guide.imageUrl ? <img src={guide.imageUrl} alt="" className="w-full rounded-2xl border border-border" loading="lazy" /> : null}
      <div className="guide-body grid gap-4 text-muted" dangerouslySetInnerHTML={{ __html: guide.bodyHtml }} />
      {guide.services.length ? (
        <aside aria-labelledby="related" className="grid gap-3 rounded-2xl border border-border bg-surface p-5">
          <h2 id="related" className="text-lg font-semibold">
            Related repairs
          </h2>
          <ul className="flex flex-wrap gap-3">
            {guide.services.map((service) => (
              <li key={service.id}>
                <Link to={generatePath(paths.serviceDetail, { id: service.id })} className={buttonClasses('outline', 'sm')}>
                  {service.name}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </article>
  );
}
