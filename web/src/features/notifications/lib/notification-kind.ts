import { ArrowDown, ArrowUp, Gift, MonitorCog, type LucideIcon } from 'lucide-react';

/** The server's notification kinds (product §3): Deposit 1, Withdraw 2, Jackpot 3, Bonus 4, System 5. */
export const NOTIFICATION_TYPE = { deposit: 1, withdraw: 2, jackpot: 3, bonus: 4, system: 5 } as const;

/** How a notification is shown (product §3): Bonus, Deposit, Withdraw, and system for anything else. */
export type DisplayKind = 'bonus' | 'deposit' | 'withdraw' | 'system';

export function displayKind(type: number): DisplayKind {
  switch (type) {
    case NOTIFICATION_TYPE.bonus:
      return 'bonus';
    case NOTIFICATION_TYPE.deposit:
      return 'deposit';
    case NOTIFICATION_TYPE.withdraw:
      return 'withdraw';
    default:
      return 'system';
  }
}

/** Product §3 icons: giftbox, arrow-up, down-arrow, system; each kind on its own tinted disc. */
export const KIND_LOOK: Record<DisplayKind, { icon: LucideIcon; tone: string }> = {
  bonus: { icon: Gift, tone: 'bg-accent-soft text-accent' },
  deposit: { icon: ArrowUp, tone: 'bg-money-soft text-money' },
  withdraw: { icon: ArrowDown, tone: 'bg-surface-3 text-fg-strong' },
  system: { icon: MonitorCog, tone: 'bg-surface-3 text-fg' },
};
