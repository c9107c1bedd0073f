import { useQueryClient } from '@tanstack/react-query';
import { BanknoteArrowDown, BanknoteArrowUp, ChevronDown, RefreshCw, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { BALANCE_KEY, useBalance } from '@/features/auth/api/balance';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useAuthStore } from '@/stores/auth-store';

/** Reads the balance again now (the header's balance and its menu). */
function useBalanceRefresh() {
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    void queryClient.refetchQueries({ queryKey: BALANCE_KEY }).finally(() => setRefreshing(false));
  };
  return { refresh, refreshing };
}

const TRIGGER =
  'group flex items-center gap-2 rounded-sm bg-surface-2 font-semibold text-money tabular-nums ring-1 ring-line ring-inset transition-colors hover:bg-surface-3 data-[state=open]:bg-surface-3';

/** The mobile header's balance: the cash, and under it the bonus money when there is some; pressing it reads them again. */
export function CompactBalance() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const balance = useAuthStore((state) => state.session?.balance ?? 0);
  const bonus = useBalance()?.bonus ?? 0;
  const { refresh } = useBalanceRefresh();
  const amount = formatMoney(balance, language);
  const bonusAmount = formatMoney(bonus, language);
  const label = bonus > 0 ? `${t('header.balance', { amount })}, ${t('header.bonus')} ${bonusAmount}` : t('header.balance', { amount });
  return (
    <button
      type="button"
      onClick={refresh}
      aria-label={label}
      className={cn(TRIGGER, 'h-8 flex-col justify-center gap-0 px-2.5 text-xs leading-tight', bonus > 0 && 'h-9')}
    >
      <span>{amount}</span>
      {bonus > 0 && <span className="text-[10px] font-medium text-accent">+{bonusAmount}</span>}
    </button>
  );
}

/**
 * The desktop header's balance (the cash, in money green). Opening it reads the balance again and
 * shows the cash and the bonus balance, with Deposit and Withdraw.
 */
export function BalanceMenu() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const navigate = useNavigate();
  const cash = useAuthStore((state) => state.session?.balance ?? 0);
  const bonus = useBalance()?.bonus;
  const { refresh, refreshing } = useBalanceRefresh();
  const amount = formatMoney(cash, language);

  return (
    <DropdownMenu onOpenChange={(open) => open && refresh()}>
      <DropdownMenuTrigger aria-label={t('header.balance', { amount })} className={cn(TRIGGER, 'h-10 px-3 text-sm')}>
        <Wallet aria-hidden className="size-4 text-money/80" />
        <span>{amount}</span>
        <ChevronDown aria-hidden className="size-3.5 text-fg-muted transition-transform duration-150 group-data-[state=open]:rotate-180" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <dl className="grid grid-cols-2 gap-2 p-2">
          <div className="rounded-sm bg-surface-2 p-2.5">
            <dt className="text-xs text-fg-muted">{t('header.cash')}</dt>
            <dd className="mt-0.5 truncate font-semibold text-money tabular-nums">{amount}</dd>
          </div>
          <div className="rounded-sm bg-surface-2 p-2.5">
            <dt className="text-xs text-fg-muted">{t('header.bonus')}</dt>
            <dd className="mt-0.5 truncate font-semibold text-accent tabular-nums">
              {bonus === undefined ? '—' : formatMoney(bonus, language)}
            </dd>
          </div>
        </dl>
        <DropdownMenuItem
          onSelect={(event) => {
            event.preventDefault();
            refresh();
          }}
        >
          <RefreshCw aria-hidden className={cn('size-4 text-fg-muted', refreshing && 'animate-spin')} />
          {t('header.refresh')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate('/dashboard/deposit')}>
          <BanknoteArrowDown aria-hidden className="size-4 text-accent" />
          {t('header.deposit')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate('/dashboard/withdraw')}>
          <BanknoteArrowUp aria-hidden className="size-4 text-fg-muted" />
          {t('header.withdraw')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
