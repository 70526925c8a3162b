import { Star } from 'lucide-react';
import { cn } from '~/lib/cn';

/** Stars for a 1-5 rating, read by screen readers as 'Rated N out of 5'. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const value = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <div
      role="img"
      aria-label={`Rated ${value} out of 5`}
      className={cn('flex gap-0.5', className)}
    >
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn(
            'size-5',
            index < value ? 'fill-amber-400 text-amber-500' : 'fill-slate-200 text-slate-300',
          )}
        />
      ))}
    </div>
  );
}
