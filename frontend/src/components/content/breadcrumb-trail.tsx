// The visible breadcrumb of a content page (its JSON-LD twin is breadcrumbs() in lib/structured-data).
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Link } from 'react-router';

export function BreadcrumbTrail({ trail }: { trail: readonly { name: string; path: string }[] }) {
  const all = [{ name: 'Home', path: '/' }, ...trail];
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {all.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-1">
            {index > 0 ? <ChevronRight className="h-4 w-4 text-subtle" aria-hidden="true" /> : null}
            {index === all.length - 1 ? (
              <span aria-current="page" className="text-foreground">
                {crumb.name}
              </span>
            ) : (
              <Link to={crumb.path} className="hover:text-primary hover:underline">
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
