import { Check, Copy, ExternalLink, RefreshCw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cn } from '@/lib/cn';
import type { GameInfo, RoundView, SeedView } from '@/games/lib/api';
import { type Key, useT } from '@/games/lib/i18n';
import { formatMoney, formatNumber } from '@/games/lib/money';
import { Sheet } from '@/games/components/sheet';
import { verifyLink } from '@/games/lib/verify-link';

function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useT();
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <span className="text-xs font-medium text-fg-muted">{label}</span>
      <div className="flex items-center gap-2 rounded-sm bg-surface-2 px-3 py-2">
        <code className="min-w-0 flex-1 break-all font-mono text-xs text-fg-strong">{value}</code>
        <button
          type="button"
          aria-label={copied ? t('fair.copied') : t('fair.copy')}
          className="grid size-8 shrink-0 place-items-center rounded-sm text-fg-muted hover:bg-surface-3 hover:text-fg-strong"
          onClick={() => {
            void navigator.clipboard.writeText(value).then(() => {
              setCopied(true);
              window.setTimeout(() => {
                setCopied(false);
              }, 1500);
            });
          }}
        >
          {copied ? <Check className="size-4 text-money" aria-hidden /> : <Copy className="size-4" aria-hidden />}
        </button>
      </div>
    </div>
  );
}

export function FairnessPanel({
  seeds,
  onRotate,
  onClose,
}: {
  seeds: SeedView;
  onRotate: (clientSeed: string) => Promise<SeedView | null>;
  onClose: () => void;
}) {
  const { t, lang } = useT();
  const [clientSeed, setClientSeed] = useState(seeds.clientSeed);
  const [revealed, setRevealed] = useState<SeedView | null>(null);
  const [rotating, setRotating] = useState(false);
  const valid = clientSeed.trim() === '' || /^[A-Za-z0-9._-]{1,64}$/.test(clientSeed.trim());
  return (
    <Sheet title={t('fair.title')} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-fg">{t('fair.intro')}</p>
        <CopyField label={t('fair.serverHash')} value={seeds.serverSeedHash} />
        <div className="flex items-center justify-between rounded-sm bg-surface-2 px-3 py-2 text-sm">
          <span className="text-fg-muted">{t('fair.nonce')}</span>
          <span className="font-semibold text-fg-strong tabular">{seeds.nonce}</span>
        </div>
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!valid || rotating) return;
            setRotating(true);
            void onRotate(clientSeed.trim()).then((previous) => {
              setRotating(false);
              if (previous) setRevealed(previous);
            });
          }}
        >
          <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
            {t('fair.clientSeed')}
            <input
              value={clientSeed}
              maxLength={64}
              onChange={(event) => {
                setClientSeed(event.target.value);
              }}
              aria-invalid={!valid}
              className={cn(
                'h-10 rounded-sm bg-surface-2 px-3 font-mono text-sm text-fg-strong outline-none focus:ring-2 focus:ring-accent',
                !valid && 'ring-2 ring-danger',
              )}
            />
          </label>
          <p className="text-xs text-fg-muted">{t('fair.rotateHint')}</p>
          <button
            type="submit"
            disabled={!valid || rotating}
            className="flex h-10 items-center justify-center gap-2 rounded-sm bg-accent font-semibold text-accent-fg hover:bg-accent-hover disabled:opacity-50"
          >
            <RefreshCw className={cn('size-4', rotating && 'animate-spin')} aria-hidden />
            {t('fair.rotate')}
          </button>
        </form>
        {revealed?.serverSeed && (
          <div className="flex flex-col gap-3 rounded-md border border-line p-3 animate-pop-in">
            <h3 className="text-sm font-semibold text-fg-strong">{t('fair.revealed')}</h3>
            <CopyField label={t('fair.serverSeed')} value={revealed.serverSeed} />
            <CopyField label={t('fair.serverHash')} value={revealed.serverSeedHash} />
            <CopyField label={t('fair.clientSeed')} value={revealed.clientSeed} />
            <div className="flex justify-between text-sm">
              <span className="text-fg-muted">{t('fair.rounds')}</span>
              <span className="font-semibold tabular text-fg-strong">{revealed.nonce}</span>
            </div>
          </div>
        )}
        <a
          href={`/games/verify?lang=${lang}`}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
        >
          {t('app.verifyLink')} <ExternalLink className="size-4" aria-hidden />
        </a>
      </div>
    </Sheet>
  );
}

export function HistoryPanel({
  rounds,
  summary,
  onClose,
}: {
  rounds: RoundView[];
  summary: (round: RoundView) => ReactNode;
  onClose: () => void;
}) {
  const { t, lang } = useT();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Sheet title={t('app.history')} onClose={onClose}>
      {rounds.length === 0 ? (
        <p className="py-8 text-center text-sm text-fg-muted">{t('history.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {rounds.map((round) => {
            const won = round.win > 0;
            const expanded = open === round.id;
            return (
              <li key={round.id} className="rounded-md bg-surface-2">
                <button
                  type="button"
                  aria-expanded={expanded}
                  onClick={() => {
                    setOpen(expanded ? null : round.id);
                  }}
                  className="flex w-full items-center gap-3 px-3 py-2.5 text-left"
                >
                  <span className="min-w-0 flex-1">{summary(round)}</span>
                  {round.status !== 'closed' && (
                    <span className="rounded-sm bg-info-soft px-2 py-0.5 text-xs text-info">
                      {t(`history.status.${round.status}` as Key)}
                    </span>
                  )}
                  <span className="flex flex-col items-end text-xs tabular">
                    <span className="text-fg-muted">{formatMoney(round.stake, lang)}</span>
                    <span className={won ? 'font-semibold text-money' : 'text-fg-muted'}>
                      {won ? `+${formatMoney(round.win, lang)}` : formatMoney(0, lang)}
                    </span>
                  </span>
                </button>
                {expanded && (
                  <div className="flex flex-col gap-2 border-t border-line px-3 py-3 text-xs">
                    <div className="flex justify-between">
                      <span className="text-fg-muted">{t('verify.nonce')}</span>
                      <span className="tabular text-fg-strong">{round.nonce}</span>
                    </div>
                    <CopyField label={t('fair.clientSeed')} value={round.clientSeed} />
                    <CopyField label={t('fair.serverHash')} value={round.serverSeedHash} />
                    {round.serverSeed ? (
                      <CopyField label={t('fair.serverSeed')} value={round.serverSeed} />
                    ) : (
                      <p className="text-fg-muted">
                        {t('fair.serverSeed')}: {t('fair.notRevealed')}
                      </p>
                    )}
                    <a
                      href={verifyLink(round, lang)}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex items-center gap-1.5 self-start font-medium text-accent hover:underline"
                    >
                      {t('fair.verify')} <ExternalLink className="size-3.5" aria-hidden />
                    </a>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Sheet>
  );
}

export function InfoPanel({
  title,
  game,
  rules,
  children,
  onClose,
}: {
  title: string;
  game: GameInfo;
  rules: string;
  children?: ReactNode;
  onClose: () => void;
}) {
  const { t, lang } = useT();
  return (
    <Sheet title={`${title} · ${t('app.info')}`} onClose={onClose}>
      <div className="flex flex-col gap-3 text-sm">
        <p className="rounded-md bg-money-soft px-3 py-2 font-semibold text-money">
          {t('info.rtp', { rtp: formatNumber(game.rtp, lang) })}
        </p>
        <p className="text-fg">{rules}</p>
        {children}
        <p className="text-fg-muted">
          {t('info.limits', { min: formatMoney(game.minStake, lang), max: formatMoney(game.maxStake, lang) })}
        </p>
        <p className="text-xs text-fg-muted">{t('info.rtpNote')}</p>
      </div>
    </Sheet>
  );
}
