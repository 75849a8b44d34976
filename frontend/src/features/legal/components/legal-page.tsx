// The layout of the legal pages: title, last-updated date, contents list and numbered sections.
import type { ReactNode } from 'react';
import { formatDate } from '../../../../../shared/dates';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

export interface LegalPageProps {
  title: string;
  /** ISO date the text last changed. */
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

export function LegalPage({ title, updated, intro, sections }: LegalPageProps) {
  useDocumentTitle(title);
  return (
    <article aria-labelledby="legal-title" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="border-b border-border pb-8">
        <h1 id="legal-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h1>
        <p className="mt-3 text-sm text-subtle">
          Last updated <time dateTime={updated}>{formatDate(updated)}</time>
        </p>
        <div className="mt-5 grid gap-3 text-muted">{intro}</div>
      </header>
      <nav aria-labelledby="legal-contents" className="mt-8 rounded-xl border border-border bg-surface p-5">
        <h2 id="legal-contents" className="text-sm font-semibold tracking-wide text-subtle uppercase">
          Contents
        </h2>
        <ol className="mt-3 grid list-decimal gap-1.5 pl-5 text-sm sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10 scroll-mt-24">
          <h2 id={`${section.id}-title`} className="text-xl font-semibold">
            {index + 1}. {section.title}
          </h2>
          <div className="mt-3 grid gap-3 leading-relaxed text-muted [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:decoration-2 [&_li]:pl-1 [&_strong]:text-foreground [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1.5 [&_ul]:pl-5">
            {section.body}
          </div>
        </section>
      ))}
    </article>
  );
}
