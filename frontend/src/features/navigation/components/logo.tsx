import { Link } from 'react-router';
import { BUSINESS } from '../../../../../shared/business';
import { publicPaths } from '../../../config/public-paths';

function LogoMark() {
  return (
    <svg viewBox="0 0 64 64" className="h-9 w-9 shrink-0" aria-hidden="true">
      <rect width="64" height="64" rx="14" className="fill-surface-raised" />
      <rect x="20" y="10" width="24" height="44" rx="5" fill="none" className="stroke-primary" strokeWidth="4" />
      <path d="M27 47h10" className="stroke-primary" strokeWidth="4" strokeLinecap="round" />
      <path d="M36 20l-8 10h8l-8 10" fill="none" className="stroke-accent" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to={publicPaths.home} onClick={onNavigate} className="flex shrink-0 items-center gap-2.5 rounded-lg whitespace-nowrap">
      <LogoMark />
      <span className="flex flex-col leading-tight">
        <span className="text-lg font-bold tracking-tight text-foreground">{BUSINESS.name}</span>
        <span className="text-xs text-muted">Repairs in {BUSINESS.address.city}</span>
      </span>
    </Link>
  );
}
