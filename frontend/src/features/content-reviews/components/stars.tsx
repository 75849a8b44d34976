// A star rating shown as five stars with its value in words for screen readers.
import Star from 'lucide-react/icons/star';
import { cn } from '../../../utils/cn';

export function Stars({ value, className }: { value: number; className?: string }) {
  return (
    <span role="img" aria-label={`${value} out of 5 stars`} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={cn('h-4 w-4', n <= Math.round(value) ? 'fill-accent text-accent' : 'text-subtle')} />
      ))}
    </span>
  );
}
