import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ResponsivePicture } from '@/components/ui/responsive-picture';
import type { Promotion } from '@/lib/api/types';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { articleClass } from '@/lib/article-class';
import { promotionPath } from '@/features/promotions/lib/promotion-path';

/**
 * The dialog has no trigger (its address opens it), so Radix would give the focus to nothing on close: it goes back
 * to the promotion's card link instead, when the list shows it.
 */
function focusCard(event: Event, id: number) {
  event.preventDefault();
  const path = promotionPath(id);
  const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'));
  links.find((link) => new URL(link.href).pathname === path)?.focus();
}

/**
 * Product §2 promotion detail: the second picture, the title and the (sanitized) HTML description. Its
 * address (`/promotions/{id}`) is its history entry, so Back closes it without one of its own.
 */
export function PromotionDialog({ promotion, onClose }: { promotion: Promotion | null; onClose: () => void }) {
  const { t } = useTranslation('site');
  return (
    <Dialog open={promotion !== null} onOpenChange={(open) => !open && onClose()} historyEntry={false}>
      {promotion && (
        <DialogContent
          title={promotion.title}
          closeLabel={t('promotions.close')}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => focusCard(event, promotion.id)}
          className="sm:w-[min(48rem,calc(100vw-2rem))]"
        >
          <div className="overflow-hidden rounded-md bg-surface-3">
            <ResponsivePicture
              images={[promotion.images[1] ?? promotion.images[0] ?? '']}
              alt=""
              className="block aspect-[1920/540] w-full"
            />
          </div>
          <div
            className={`mt-5 ${articleClass}`}
            // Sanitized with DOMPurify (and on the server when it was saved).
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(promotion.html) }}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
