import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ResponsivePicture } from '@/components/ui/responsive-picture';
import type { Promotion } from '@/lib/api/types';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { articleClass } from '@/lib/article-class';

/**
 * Spec §2 promotion detail: the second picture, the title and the (sanitized) HTML description. Its
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
