// A boxed message on the account pages: information, success, a warning or an error.
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import type { ReactNode } from 'react';
import { cn } from '../../utils/cn';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

const tones: Record<NoticeTone, { box: string; icon: typeof Info }> = {
  info: { box: 'border-primary/40 bg-primary/10 text-foreground', icon: Info },
  success: { box: 'border-success/50 bg-success/10 text-foreground', icon: CircleCheck },
  warning: { box: 'border-accent/50 bg-accent/10 text-foreground', icon: TriangleAlert },
  error: { box: 'border-danger/60 bg-danger-surface text-foreground', icon: CircleAlert },
};

const iconColours: Record<NoticeTone, string> = {
  info: 'text-primary',
  success: 'text-success',
  warning: 'text-accent',
  error: 'text-danger',
};

export interface NoticeProps {
  tone: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  /** 'status' or 'alert' when the notice appears as the result of something the visitor did. */
  role?: 'status' | 'alert';
  className?: string;
}

export function Notice({ tone, title, children, role, className }: NoticeProps) {
  const Icon = tones[tone].icon;
  return (
    <div role={role} className={cn('flex gap-3 rounded-xl border p-4 text-sm', tones[tone].box, className)}>
      <Icon className={cn('mt-0.5 h-5 w-5 shrink-0', iconColours[tone])} aria-hidden="true" />
      <div className="grid gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="text-muted">{children}</div> : null}
      </div>
    </div>
  );
}
