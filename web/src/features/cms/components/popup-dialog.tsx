import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription } from '@/components/ui/dialog';
import { ResponsivePicture } from '@/components/ui/responsive-picture';
import type { PopupContent } from '@/lib/api/types';
import { SlideLink } from '@/features/cms/components/carousel-slide-link';

/** The marketing popup: responsive pictures linking to its url, its title and description. */
export function PopupDialog({ popup, onClose }: { popup: PopupContent; onClose: () => void }) {
  const { t } = useTranslation('site');
  const target = popup.target || '_self';

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={popup.title}
        closeLabel={t('popup.close')}
        className="sm:w-[min(26rem,calc(100vw-2rem))] min-[992px]:w-[min(44rem,calc(100vw-2rem))]"
        aria-describedby={popup.description ? 'popup-description' : undefined}
      >
        <SlideLink url={popup.url} target={target} label={popup.title} onClick={onClose} className="block overflow-hidden rounded-md bg-surface-3">
          <ResponsivePicture images={popup.images} alt="" className="block aspect-[4/5] w-full min-[992px]:aspect-[5/3]" />
        </SlideLink>
        {popup.description && (
          <DialogDescription id="popup-description" className="mt-4 text-sm text-fg">
            {popup.description}
          </DialogDescription>
        )}
        {popup.url && (
          <div className="mt-5 flex justify-end">
            <Button asChild onClick={onClose}>
              <SlideLink url={popup.url} target={target} label={t('popup.open')}>
                {t('popup.open')}
                <ArrowRight aria-hidden className="size-4" />
              </SlideLink>
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
