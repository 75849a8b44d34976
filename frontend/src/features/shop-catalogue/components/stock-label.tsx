// "In stock", "Only 2 left" or "Out of stock", coloured by how urgent it is.
import { cn } from '../../../utils/cn';

export function StockLabel({ available, label }: { available: number; label: string }) {
  return <span className={cn('text-sm font-semibold', available <= 0 ? 'text-danger' : available <= 3 ? 'text-accent' : 'text-success')}>{label}</span>;
}
