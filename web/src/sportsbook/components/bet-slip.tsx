import { AlertTriangle, CheckCircle2, Ticket, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import type { BetKind, OddsChange } from '@/sportsbook/lib/api';
import { useFrame } from '@/sportsbook/lib/frame';
import { useT } from '@/sportsbook/lib/i18n';
import { formatMoney, formatWholeMoney } from '@/sportsbook/lib/format';
import { formatTotalOdds } from '@/sportsbook/lib/odds';
import { postToSite } from '@/sportsbook/lib/parent';
import { betBody, usePlaceBet } from '@/sportsbook/lib/place-bet';
import { setPref, usePrefs } from '@/sportsbook/lib/prefs';
import { useMe, useSettings } from '@/sportsbook/lib/queries';
import { coverName, coverSizes, lineCount, parseStake, relatedEvents, selectionKey, slipFigures, systemSizes, toKurus } from '@/sportsbook/lib/slip';
import { fitKind, useSlip } from '@/sportsbook/lib/slip-store';
import { SlipLeg } from '@/sportsbook/components/slip-leg';
import { cn } from '@/lib/cn';

const QUICK_STAKES = [10, 50, 100, 500];
const KINDS: BetKind[] = ['single', 'multiple', 'system'];

/** The bet slip: its legs, the kind of bet, the stake, the figures and one Place button (the desktop's column and the phone's sheet). */
export function BetSlip({ onShowBets }: { onShowBets: () => void }) {
  const { t, lang } = useT();
  const { token } = useFrame();
  const slip = useSlip();
  const settings = useSettings().data;
  const me = useMe().data;
  const { oddsFormat, oddsChange } = usePrefs();
  const place = usePlaceBet();
  const stakeId = useId();
  const n = slip.selections.length;
  const kind = fitKind(slip.kind, n);
  const stakeKurus = parseStake(slip.stake);
  const figures = slipFigures(kind, slip.selections.map((item) => item.odds), slip.systemSize, stakeKurus ?? 0, slip.stakePer);
  const related = kind === 'single' ? new Set<string>() : relatedEvents(slip.selections);
  const minStake = settings?.minStake ?? 0;
  const stakeInvalid = slip.stake.trim() !== '' && stakeKurus === null;
  const belowMin = stakeKurus !== null && stakeKurus > 0 && figures.stakePerLine < toKurus(minStake);
  const oddsMoved = Object.values(slip.legProblems).some((problem) => problem.kind === 'odds');
  const closedLegs = Object.values(slip.legProblems).some((problem) => problem.kind === 'closed');
  const canPlace = n > 0 && figures.lines > 0 && stakeKurus !== null && stakeKurus > 0 && !belowMin && related.size === 0 && !oddsMoved && !closedLegs;

  if (slip.receipt) {
    const bet = slip.receipt;
    return (
      <div className="flex flex-col gap-3 p-3" role="status">
        <div className="flex flex-col items-center gap-2 rounded-sm bg-money-soft px-3 py-5 text-center">
          <CheckCircle2 aria-hidden className="size-8 text-money" />
          <p className="text-base font-semibold text-fg-strong">{t('receipt.title')}</p>
          <p className="text-sm text-fg tabular">{t('receipt.id', { id: String(bet.id) })}</p>
        </div>
        <dl className="grid grid-cols-2 gap-y-1 text-sm">
          <dt className="text-fg-muted">{t('slip.totalStake')}</dt>
          <dd className="text-right font-semibold text-fg-strong tabular">{formatMoney(bet.totalStake, lang)}</dd>
          <dt className="text-fg-muted">{t('slip.potentialWin')}</dt>
          <dd className="text-right font-semibold text-money tabular">{formatMoney(bet.potentialPayout, lang)}</dd>
        </dl>
        <div className="grid grid-cols-2 gap-2">
          <button type="button" onClick={() => slip.dismissReceipt(true)} className="h-10 rounded-sm bg-surface-3 text-sm font-semibold text-fg-strong hover:brightness-125">
            {t('receipt.keep')}
          </button>
          <button type="button" onClick={() => slip.dismissReceipt(false)} className="h-10 rounded-sm bg-accent text-sm font-semibold text-accent-fg hover:bg-accent-hover">
            {t('receipt.done')}
          </button>
        </div>
        <button type="button" onClick={onShowBets} className="text-sm font-medium text-accent hover:underline">
          {t('receipt.myBets')}
        </button>
      </div>
    );
  }

  if (n === 0) {
    return (
      <div className="flex flex-col items-center px-4 py-8 text-center">
        <span className="grid size-11 place-items-center rounded-md bg-surface-2 text-fg-muted">
          <Ticket aria-hidden className="size-5" />
        </span>
        <p className="mt-3 text-sm font-semibold text-fg-strong">{t('slip.emptyTitle')}</p>
        <p className="mt-1 text-xs text-fg-muted">{t('slip.emptyBody')}</p>
        {slip.problem?.code === 'too_many' && <p className="mt-2 text-xs text-danger">{t('slip.tooMany', { count: slip.problem.amount ?? 20 })}</p>}
      </div>
    );
  }

  const sizes = [...systemSizes(n), ...coverSizes(n)];
  const problem = slip.problem;
  const place_ = () => {
    if (!token) {
      postToSite({ type: 'zar-sportsbook:login' });
      return;
    }
    if (stakeKurus === null || !canPlace) return;
    place.mutate(betBody(slip, stakeKurus, oddsChange));
  };

  return (
    <div className="flex flex-col">
      <div role="group" aria-label={t('slip.kinds')} className="grid grid-cols-3 gap-1 border-b border-line p-2">
        {KINDS.map((option) => {
          const applies = fitKind(option, n) === option;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={kind === option}
              disabled={!applies}
              title={!applies ? (option === 'system' ? t('slip.systemNeeds') : t('slip.multipleNeeds')) : undefined}
              onClick={() => slip.setKind(option)}
              className={cn(
                'h-8 rounded-sm text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-40',
                kind === option ? 'bg-surface-3 text-fg-strong shadow-[inset_0_-2px_0_0_var(--color-accent)]' : 'text-fg hover:text-fg-strong',
              )}
            >
              {t(`slip.${option}`)}
            </button>
          );
        })}
      </div>

      {kind === 'system' && sizes.length > 0 && (
        <div className="border-b border-line px-3 py-2">
          <p className="mb-1.5 text-xs font-medium text-fg-muted">{t('slip.systemSize')}</p>
          <div role="radiogroup" aria-label={t('slip.systemSize')} className="flex flex-wrap gap-1">
            {sizes.map((size) => {
              const lines = t('slip.lines', { count: lineCount('system', n, size) });
              const name = coverName(n, size);
              return (
                <button
                  key={size}
                  type="button"
                  role="radio"
                  aria-checked={slip.systemSize === size}
                  onClick={() => slip.setSystemSize(size)}
                  className={cn(
                    'h-8 rounded-sm px-2.5 text-xs font-semibold tabular ring-1 ring-inset transition-colors',
                    slip.systemSize === size ? 'bg-accent-soft text-fg-strong ring-accent' : 'text-fg ring-line-strong hover:text-fg-strong',
                  )}
                >
                  {name ? `${name} · ${lines}` : t('slip.systemOption', { size, n, lines })}
                </button>
              );
            })}
          </div>
        </div>
      )}

      <ul className="flex flex-col gap-1.5 p-2">
        {slip.selections.map((selection) => {
          const key = selectionKey(selection);
          return (
            <SlipLeg
              key={key}
              selection={selection}
              related={related.has(String(selection.eventId))}
              problem={slip.legProblems[key]}
              onRemove={() => slip.remove(key)}
              onAcceptOdds={slip.acceptOdds}
            />
          );
        })}
      </ul>

      {related.size > 0 && (
        <div className="mx-2 mb-2 flex items-center justify-between gap-2 rounded-sm bg-accent-soft px-2.5 py-2 text-xs text-fg-strong">
          <span>{t('slip.related')}</span>
          <button type="button" onClick={() => slip.setKind('single')} className="h-7 shrink-0 rounded-sm bg-accent px-2.5 font-semibold text-accent-fg">
            {t('fix.singles')}
          </button>
        </div>
      )}

      {/* The stake and Place stay in reach while the legs scroll (the phone's sheet, a long slip on a short screen). */}
      <div className="sticky bottom-0 flex flex-col gap-2 border-t border-line bg-surface-1 p-3 shadow-[0_-12px_24px_-16px_rgb(0_0_0/0.8)]">
        <div className="flex items-center justify-between gap-2">
          <label htmlFor={stakeId} className="text-xs font-medium text-fg-muted">
            {t('slip.stake')}
          </label>
          {figures.lines > 1 && (
            <div role="radiogroup" aria-label={t('slip.stakePer')} className="flex rounded-sm bg-surface-2 p-0.5">
              {(['line', 'total'] as const).map((per) => (
                <button
                  key={per}
                  type="button"
                  role="radio"
                  aria-checked={slip.stakePer === per}
                  onClick={() => slip.setStakePer(per)}
                  className={cn('h-6 rounded-[4px] px-2 text-xs font-medium', slip.stakePer === per ? 'bg-surface-3 text-fg-strong' : 'text-fg-muted hover:text-fg')}
                >
                  {per === 'line' ? t('slip.perLine') : t('slip.total')}
                </button>
              ))}
            </div>
          )}
        </div>
        <div className="relative">
          <span aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-fg-muted">
            ₺
          </span>
          <input
            id={stakeId}
            inputMode="decimal"
            autoComplete="off"
            value={slip.stake}
            onChange={(event) => slip.setStake(event.currentTarget.value)}
            aria-invalid={stakeInvalid || belowMin || undefined}
            placeholder="0,00"
            className={cn('h-11 w-full rounded-sm bg-surface-2 pr-3 pl-7 text-right text-base font-semibold text-fg-strong tabular placeholder:text-fg-muted/60', (stakeInvalid || belowMin) && 'ring-1 ring-danger')}
          />
        </div>
        <div className="grid grid-cols-4 gap-1">
          {QUICK_STAKES.map((amount) => (
            <button
              key={amount}
              type="button"
              aria-label={t('slip.quick', { amount: formatWholeMoney(amount, lang) })}
              onClick={() => slip.setStake(String(amount))}
              className="h-8 rounded-sm bg-surface-2 text-xs font-semibold text-fg tabular hover:bg-surface-3 hover:text-fg-strong"
            >
              {formatWholeMoney(amount, lang)}
            </button>
          ))}
        </div>
        {stakeInvalid && <p className="text-xs text-danger">{t('slip.stakeInvalid')}</p>}
        {belowMin && <p className="text-xs text-danger">{t('slip.minStake', { amount: formatMoney(minStake, lang) })}</p>}

        <dl className="mt-1 grid grid-cols-[1fr_auto] gap-y-1 text-sm">
          {figures.totalOdds !== null && (
            <>
              <dt className="text-fg-muted">{t('slip.totalOdds')}</dt>
              <dd className="text-right font-semibold text-fg-strong tabular">{formatTotalOdds(figures.totalOdds, oddsFormat)}</dd>
            </>
          )}
          {kind !== 'multiple' && (
            <>
              <dt className="text-fg-muted">{t('slip.linesLabel')}</dt>
              <dd className="text-right font-semibold text-fg-strong tabular">{figures.lines}</dd>
            </>
          )}
          {figures.lines > 1 && (
            <>
              <dt className="text-fg-muted">{t('slip.stakePerLine')}</dt>
              <dd className="text-right text-fg-strong tabular">{formatMoney(figures.stakePerLine / 100, lang)}</dd>
            </>
          )}
          <dt className="text-fg-muted">{t('slip.totalStake')}</dt>
          <dd className="text-right text-fg-strong tabular">{formatMoney(figures.totalStake / 100, lang)}</dd>
          <dt className="font-medium text-fg">{t('slip.potentialWin')}</dt>
          <dd className="text-right text-base font-bold text-money tabular">{formatMoney(figures.potentialWin / 100, lang)}</dd>
        </dl>

        <label className="mt-1 flex items-center justify-between gap-2 text-xs text-fg-muted">
          {t('slip.oddsChange')}
          <select
            value={oddsChange}
            onChange={(event) => setPref('oddsChange', event.currentTarget.value as OddsChange)}
            className="h-8 rounded-sm bg-surface-2 px-2 text-xs font-medium text-fg-strong"
          >
            <option value="none">{t('slip.oddsNone')}</option>
            <option value="higher">{t('slip.oddsHigher')}</option>
            <option value="any">{t('slip.oddsAny')}</option>
          </select>
        </label>

        {problem && <SlipProblemNote />}

        <button
          type="button"
          onClick={place_}
          disabled={token !== null && (!canPlace || place.isPending)}
          aria-busy={place.isPending || undefined}
          className="mt-1 flex h-12 items-center justify-center gap-2 rounded-sm bg-accent text-base font-bold text-accent-fg shadow-[0_6px_20px_-8px_var(--color-accent)] transition-colors hover:bg-accent-hover disabled:cursor-not-allowed disabled:opacity-50 disabled:shadow-none"
        >
          {place.isPending && <span className="size-4 animate-spin rounded-full border-2 border-accent-fg/30 border-t-accent-fg" />}
          {token === null ? t('slip.loginToPlace') : figures.totalStake > 0 ? t('slip.placeAmount', { amount: formatMoney(figures.totalStake / 100, lang) }) : t('slip.place')}
        </button>
        {me && (
          <p className="text-center text-xs text-fg-muted tabular">
            {t('header.balance')}: {formatMoney(me.balance, lang)}
          </p>
        )}
      </div>
    </div>
  );
}

/** A refusal of the whole slip, with its fix one tap away. */
function SlipProblemNote() {
  const { t, lang } = useT();
  const slip = useSlip();
  const problem = slip.problem;
  if (!problem) return null;
  let fix: { label: string; run: () => void } | null = null;
  let text = problem.message;
  switch (problem.code) {
    case 'too_many':
      text = t('slip.tooMany', { count: problem.amount ?? 20 });
      break;
    case 'sportsbook.odds_changed':
      fix = { label: t('fix.acceptOdds'), run: slip.acceptOdds };
      break;
    case 'sportsbook.stake_too_low':
      if (problem.amount !== undefined) {
        const amount = problem.amount;
        fix = { label: t('fix.useMin', { amount: formatMoney(amount, lang) }), run: () => { slip.setStakePer('line'); slip.setStake(String(amount)); } };
      }
      break;
    case 'sportsbook.stake_too_high':
      if (problem.amount !== undefined) {
        const amount = problem.amount;
        fix = { label: t('fix.useMax', { amount: formatMoney(amount, lang) }), run: () => { slip.setStakePer('line'); slip.setStake(String(amount)); } };
      }
      break;
    case 'sportsbook.insufficient_funds':
      fix = { label: t('fix.deposit'), run: () => postToSite({ type: 'zar-sportsbook:deposit' }) };
      break;
    case 'sportsbook.related_selections':
      fix = { label: t('fix.singles'), run: () => slip.setKind('single') };
      break;
    case 'sportsbook.login_required':
      fix = { label: t('fix.login'), run: () => postToSite({ type: 'zar-sportsbook:login' }) };
      break;
    default:
      break;
  }
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-sm bg-danger-soft px-2.5 py-2 text-xs text-fg-strong">
      <p className="flex gap-1.5">
        <AlertTriangle aria-hidden className="mt-px size-3.5 shrink-0 text-danger" />
        {text}
      </p>
      {fix && (
        <button type="button" onClick={fix.run} className="h-8 self-start rounded-sm bg-accent px-3 font-semibold text-accent-fg hover:bg-accent-hover">
          {fix.label}
        </button>
      )}
    </div>
  );
}

/** The slip's header: its title, the count and Clear. */
export function SlipHeader({ children }: { children?: ReactNode }) {
  const { t } = useT();
  const count = useSlip((state) => state.selections.length);
  const clear = useSlip((state) => state.clear);
  return (
    <div className="flex h-11 items-center gap-2 border-b border-line px-3">
      <Ticket aria-hidden className="size-4 text-accent" />
      <h2 className="text-sm font-bold text-fg-strong">{t('slip.title')}</h2>
      {count > 0 && <span className="grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1.5 text-xs font-bold text-accent-fg tabular">{count}</span>}
      <span className="flex-1" />
      {count > 0 && (
        <button type="button" onClick={clear} aria-label={t('slip.clear')} className="grid size-8 place-items-center rounded-sm text-fg-muted hover:bg-surface-2 hover:text-fg-strong">
          <Trash2 aria-hidden className="size-4" />
        </button>
      )}
      {children}
    </div>
  );
}
