import { Skeleton } from '@/components/ui/skeleton';

/** A page while its code loads: a header and a table's worth of rows. */
export function PageSkeleton() {
  return (
    <div className="px-8 py-6" aria-busy="true">
      <Skeleton className="h-7 w-48" />
      <Skeleton className="mt-2 h-4 w-80" />
      <Skeleton className="mt-8 h-10 w-full" />
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} className="mt-2 h-9 w-full" />
      ))}
    </div>
  );
}
