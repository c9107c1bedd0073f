import { CircleCheck, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/form/field-error';
import { useDefineTrialBonus } from '@/features/bonus/api/define-trial-bonus';
import { useConfetti } from '@/hooks/use-confetti';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/** Product §9: the dialog closes this long after a successful bonus check. */
export const CLOSE_AFTER_BONUS_CHECK_MS = 1000;

/**
 * Product §2/§4 confirmation dialog: Yes checks the player's trial bonus (`bonus/definetrialbonus`); when it is
 * granted, confetti, and the dialog closes after 1 s. A refusal shows the server's reason and stays open.
 */
export function TrialCheckDialog({ amount, onClose }: { amount: number; onClose: () => void }) {
  const { t } = useTranslation('bonus');
  const language = useLanguage();
  const check = useDefineTrialBonus();
  useConfetti(check.isSuccess);

  useEffect(() => {
    if (!check.isSuccess) return;
    const id = window.setTimeout(onClose, CLOSE_AFTER_BONUS_CHECK_MS);
    return () => window.clearTimeout(id);
  }, [check.isSuccess, onClose]);

  return (
    <Dialog open onOpenChange={(open) => !open && !check.isPending && onClose()}>
      <DialogContent title={t('trialCheck.title')} closeLabel={t('trialCheck.close')}>
        {check.isSuccess ? (
          <div role="status" className="flex flex-col items-center py-4 text-center">
            <span className="grid size-16 place-items-center rounded-full bg-money-soft text-money">
              <CircleCheck aria-hidden className="size-8" strokeWidth={1.75} />
            </span>
            <p className="mt-4 text-lg font-semibold text-fg-strong">
              {t('trialCheck.granted', { amount: formatMoney(check.data.amount, language) })}
            </p>
          </div>
        ) : (
          <>
            <div className="flex items-start gap-3">
              <span className="grid size-10 shrink-0 place-items-center rounded-md bg-accent-soft text-accent">
                <Sparkles aria-hidden className="size-5" />
              </span>
              <DialogDescription className="text-sm text-fg">
                {t('trialCheck.body', { amount: formatMoney(amount, language) })}
              </DialogDescription>
            </div>
            {check.isError && (
              <div role="alert" className="mt-3">
                <FieldError message={check.error.message} />
              </div>
            )}
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="ghost" disabled={check.isPending} onClick={onClose}>
                {t('trialCheck.no')}
              </Button>
              <Button loading={check.isPending} onClick={() => check.mutate()}>
                {t('trialCheck.yes')}
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
