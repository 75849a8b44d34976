// The visitor's part of /loyalty: join or sign in. Drawn in the prerendered HTML too, so a visitor's
// page keeps its height when the app takes over (Lighthouse measured a 0.36 layout shift when a
// 50vh spinner stood in for it first).
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { publicPaths as paths, registerHref } from '../../../config/public-paths';

export function VisitorInvitation() {
  return (
    <div className="flex flex-wrap gap-3">
      <Link to={registerHref} className={buttonClasses('primary', 'md')}>
        Join free
      </Link>
      <Link to={`${paths.auth}?${new URLSearchParams({ returnTo: paths.loyalty }).toString()}`} className={buttonClasses('outline', 'md')}>
        Sign in to see your points
      </Link>
    </div>
  );
}
