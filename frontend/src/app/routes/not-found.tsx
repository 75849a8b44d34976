// '404 Page Not Found': unknown paths, and routes of the spec whose page is not built yet.
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { publicPaths as paths } from '../../config/public-paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { callHref } from '../../lib/contact-links';

export function Component() {
  useDocumentTitle('Page not found');
  return (
    <section aria-labelledby="not-found-title" className="relative overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-primary/10 to-transparent" />
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
        <p className="text-7xl font-black tracking-tighter text-primary/80 sm:text-8xl" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
          404 Page Not Found
        </h1>
        <p className="mt-4 text-muted">
          The page you were looking for does not exist or has moved. Head back to the home page, or give us a call and we will
          point you in the right direction.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={paths.home} className={buttonClasses('primary', 'lg')}>
            <ArrowLeft className="h-5 w-5" aria-hidden="true" />
            Back to home
          </Link>
          <a href={callHref} className={buttonClasses('outline', 'lg')}>
            Call the shop
          </a>
        </div>
      </div>
    </section>
  );
}
