// The opening of every content page: breadcrumb, eyebrow, the page's one h1 and its introduction.
import type { ReactNode } from 'react';
import { BreadcrumbTrail } from './breadcrumb-trail';

export interface ContentPageHeaderProps {
  trail: readonly { name: string; path: string }[];
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

export function ContentPageHeader({ trail, eyebrow, title, children }: ContentPageHeaderProps) {
  return (
    <header className="grid gap-4">
      <BreadcrumbTrail trail={trail} />
      <div className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {children ? <div className="mt-4 text-lg text-muted">{children}</div> : null}
      </div>
    </header>
  );
}
