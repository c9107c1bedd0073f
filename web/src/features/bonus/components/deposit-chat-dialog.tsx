import { BanknoteArrowDown, Headset, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription } from '@/components/ui/dialog';
import { useOpenSupport } from '@/hooks/use-open-support';

/**
 * Product §2 confirmation dialog with Deposit and Live Chat: shown when an offer needs a deposit first. `message`
 * is the server's reason when it gave one.
 */
export function DepositChatDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation('bonus');
  const navigate = useNavigate();
  const openSupport = useOpenSupport();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('depositChat.title')} closeLabel={t('depositChat.close')}>
        <div className="flex items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-md bg-accent-soft text-accent">
            <Wallet aria-hidden className="size-5" />
          </span>
          <DialogDescription className="text-sm text-fg">
            {message && <span className="mb-1 block font-medium text-fg-strong">{message}</span>}
            {t('depositChat.body')}
          </DialogDescription>
        </div>
        <div className="mt-6 grid gap-2 sm:grid-cols-2">
          <Button
            size="lg"
            onClick={() => {
              onClose();
              void navigate('/dashboard/deposit');
            }}
          >
            <BanknoteArrowDown aria-hidden className="size-5" />
            {t('depositChat.deposit')}
          </Button>
          <Button
            size="lg"
            variant="secondary"
            onClick={() => {
              onClose();
              openSupport();
            }}
          >
            <Headset aria-hidden className="size-5" />
            {t('depositChat.liveChat')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
