import type { User } from '../../../../../shared/schemas/user';
import { cn } from '../../../utils/cn';

export function initials(user: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  const letters = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.trim();
  return (letters || user.username.charAt(0)).toUpperCase();
}

export function UserAvatar({ user }: { user: User }) {
  return (
    <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-primary/15 text-xs font-bold text-primary">
      {initials(user)}
    </span>
  );
}

export function AdminBadge({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full bg-accent px-2 py-0.5 text-[0.7rem] font-bold tracking-wide text-accent-foreground uppercase', className)}>
      Admin
    </span>
  );
}
