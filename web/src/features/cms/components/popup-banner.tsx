import { Suspense, lazy, useState } from 'react';
import { usePopupToShow } from '@/features/cms/api/popup';
import { usePopupMoment } from '@/features/cms/hooks/use-popup-moment';

// The dialog loads only when there is a popup to show.
const PopupDialog = lazy(() => import('@/features/cms/components/popup-dialog').then((m) => ({ default: m.PopupDialog })));

/** Popups closed since the page loaded (the cached query still holds them). */
const closedThisVisit = new Set<number>();

/**
 * Product §2 marketing popup: shown once per popup id (see popupToShowQueryOptions), and only when it is its moment
 * (usePopupMoment): never the page's largest paint, never on top of a dialog the player opened.
 */
export function PopupBanner() {
  const { data: popup } = usePopupToShow(usePopupMoment());
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
