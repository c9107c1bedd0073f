import { Suspense, lazy, useState } from 'react';
import { usePopupToShow } from '@/features/cms/api/popup';

// The dialog loads only when there is a popup to show.
const PopupDialog = lazy(() => import('@/features/cms/components/popup-dialog').then((m) => ({ default: m.PopupDialog })));

/** Popups closed since the page loaded (the cached query still holds them). */
const closedThisVisit = new Set<number>();

/** Spec §2 marketing popup: shown once per popup id (see popupToShowQueryOptions). */
export function PopupBanner() {
  const { data: popup } = usePopupToShow();
  const [closedId, setClosedId] = useState<number | null>(null);

  if (!popup || closedThisVisit.has(popup.id) || closedId === popup.id) return null;
  return (
    <Suspense fallback={null}>
      <PopupDialog
        popup={popup}
        onClose={() => {
          closedThisVisit.add(popup.id);
          setClosedId(popup.id);
        }}
      />
    </Suspense>
  );
}
