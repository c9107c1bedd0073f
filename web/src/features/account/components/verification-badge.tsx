import { BadgeCheck, CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Product §2: the phone's Verified / Not Verified badge. */
export function VerificationBadge({ verified, className }: { verified: boolean; className?: string }) {
  const { t } = useTranslation('account');
  const Icon = verified ? BadgeCheck : CircleAlert;
  return (
    <span
      className={cn(
        'inline-flex h-7 items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold',
        verified ? 'bg-money-soft text-money' : 'bg-accent-soft text-accent',
        className,
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      {verified ? t('badge.verified') : t('badge.notVerified')}
    </span>
  );
}
