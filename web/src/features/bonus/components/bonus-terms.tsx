import { useTranslation } from 'react-i18next';
import type { BonusWeights, ClaimableBonus } from '@/lib/api/types';
import { cn } from '@/lib/cn';
import { formatMoney, formatPercent } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

const LOBBIES = ['slot', 'live', 'games', 'bingo', 'tvbets', 'virtual'] as const satisfies readonly (keyof BonusWeights)[];

/** An offer's terms as a definition list: wagering, max conversion, validity, min deposit. */
export function BonusTerms({ offer }: { offer: ClaimableBonus }) {
  const { t } = useTranslation('bonus');
  const language = useLanguage();
  const rows: [string, string][] = [
    [t('terms.wagering'), t('terms.wageringValue', { multiplier: offer.wageringMultiplier })],
    [t('terms.maxConversion'), offer.maxConversion == null ? t('terms.noCap') : formatMoney(offer.maxConversion, language)],
    [t('terms.validity'), t('terms.validityDays', { count: offer.validityDays })],
    ...(offer.minDeposit == null ? [] : [[t('terms.minDeposit'), formatMoney(offer.minDeposit, language)] as [string, string]]),
  ];
  return (
    <dl aria-label={t('terms.label')} className="grid grid-cols-2 gap-2">
      {rows.map(([term, value]) => (
        <div key={term} className="rounded-sm bg-surface-2 px-3 py-2">
          <dt className="text-xs text-fg-muted">{term}</dt>
          <dd className="mt-0.5 text-sm font-semibold text-fg-strong tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How each lobby's bets count towards wagering: a chip per lobby, slots at 100 % highlighted, 0 % dimmed. */
export function BonusWeightChips({ weights }: { weights: BonusWeights }) {
  const { t } = useTranslation('bonus');
  const language = useLanguage();
  return (
    <div>
      <p className="text-xs font-medium text-fg-muted">{t('terms.weights')}</p>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {LOBBIES.map((lobby) => {
          const weight = weights[lobby];
          return (
            <li
              key={lobby}
              className={cn(
                'inline-flex h-7 items-center gap-1.5 rounded-full px-2.5 text-xs ring-1 ring-inset',
                weight >= 100 ? 'bg-money-soft text-money ring-money/20' : weight > 0 ? 'bg-surface-2 text-fg ring-line' : 'bg-transparent text-fg-muted ring-line line-through decoration-fg-muted/60',
              )}
            >
              <span>{t(`terms.lobby.${lobby}`)}</span>
              <span className="font-semibold tabular-nums">{formatPercent(weight, language)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
