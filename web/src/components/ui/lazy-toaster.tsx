import { Suspense, lazy, useEffect, useState } from 'react';
import { afterLoadIdle } from '@/lib/idle';
import { onFirstToast } from '@/lib/toast';

const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** The toaster, loaded with the first toast or once the page is idle: no toast library in the first page's code. */
export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    const stopListening = onFirstToast(want);
    const cancelIdle = afterLoadIdle(want);
    return () => {
      stopListening();
      cancelIdle();
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
