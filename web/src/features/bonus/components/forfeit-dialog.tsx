import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/form/field-error';
import { useForfeitBonus } from '@/features/bonus/api/forfeit-bonus';
import type { BonusGrant } from '@/lib/api/types';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { notify } from '@/lib/toast';

/** Confirms giving up the active bonus (its money left is removed); closes once the server has done it. */
export function ForfeitDialog({ grant, onClose }: { grant: BonusGrant; onClose: () => void }) {
  const { t } = useTranslation('bonus');
  const language = useLanguage();
  const forfeit = useForfeitBonus();
  const confirm = () =>
    forfeit.mutate(grant.id, {
      onSuccess: () => {
        notify.success(t('forfeit.done'));
        onClose();
      },
    });
  return (
    <Dialog open onOpenChange={(open) => !open && !forfeit.isPending && onClose()}>
      <DialogContent title={t('forfeit.title')} closeLabel={t('forfeit.close')}>
        <div className="flex items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-md bg-danger-soft text-danger">
            <TriangleAlert aria-hidden className="size-5" />
          </span>
          <DialogDescription className="text-sm text-fg">
            {t('forfeit.body', { title: grant.title, amount: formatMoney(grant.balance, language) })}
          </DialogDescription>
        </div>
        {forfeit.isError && (
          <div className="mt-3">
            <FieldError message={forfeit.error.message} />
          </div>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" disabled={forfeit.isPending} onClick={onClose}>
            {t('forfeit.cancel')}
          </Button>
          <Button variant="secondary" className="bg-danger-soft! text-danger! hover:brightness-125" loading={forfeit.isPending} onClick={confirm}>
            {t('forfeit.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
