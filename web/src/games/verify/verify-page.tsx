import { CheckCircle2, ShieldCheck, XCircle } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { GameError, request } from '@/games/lib/api';
import { Stream, crashPoint, cryptoAvailable, sha256Hex } from '@/games/lib/fair';
import { type Key, useT } from '@/games/lib/i18n';
import { formatMoney, formatNumber } from '@/games/lib/money';
import { REELS } from '@/games/slot/slot-data';
import { SymbolArt, SymbolDefs } from '@/games/slot/symbols';

type Game = 'dice' | 'roulette' | 'slot' | 'crash';
const GAMES: Game[] = ['dice', 'roulette', 'slot', 'crash'];

interface Answer {
  game: Game;
  serverSeedHash?: string;
  outcome?: {
    roll?: number;
    win?: boolean;
    multiplier?: number;
    pocket?: number;
    colour?: string;
    base?: { window: number[][] };
    freeSpins?: unknown[];
    units?: number;
  };
  win?: number;
  crashPoint?: number;
  previousHash?: string;
  chain?: boolean;
}

/** What the browser computed itself, to compare with the server's answer. */
interface Local {
  serverSeedHash?: string;
  roll?: number;
  pocket?: number;
  window?: number[][];
  crashPoint?: number;
}

async function computeLocally(game: Game, fields: Record<string, string>): Promise<Local | null> {
  if (!cryptoAvailable()) return null;
  if (game === 'crash') {
    if (!/^[0-9a-f]{64}$/.test(fields.hash ?? '')) return null;
    return { crashPoint: (await crashPoint(fields.hash ?? '', fields.salt ?? '')) / 100 };
  }
  const serverSeed = fields.serverSeed ?? '';
  const clientSeed = fields.clientSeed ?? '';
  const nonce = Number(fields.nonce);
  if (!/^[0-9a-f]{64}$/.test(serverSeed) || !clientSeed || !Number.isSafeInteger(nonce) || nonce < 0) return null;
  const stream = new Stream(serverSeed, clientSeed, nonce);
  const local: Local = { serverSeedHash: await sha256Hex(serverSeed) };
  if (game === 'dice') local.roll = (await stream.below(10_000)) / 100;
  if (game === 'roulette') local.pocket = await stream.below(37);
  if (game === 'slot') {
    const stops: number[] = [];
    for (let reel = 0; reel < 5; reel += 1) stops.push(await stream.below(32));
    local.window = REELS.map((strip, reel) => [0, 1, 2].map((row) => strip[((stops[reel] ?? 0) + row) % 32] ?? 0));
  }
  return local;
}

function Field({ label, children, hint }: { label: string; children: (id: string) => ReactNode; hint?: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-fg-muted">
        {label}
      </label>
      {children(id)}
      {hint && <span className="text-xs text-fg-muted">{hint}</span>}
    </div>
  );
}

const input =
  'h-10 rounded-sm bg-surface-2 px-3 font-mono text-sm text-fg-strong outline-none focus:ring-2 focus:ring-accent';

function Check({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <p className={cn('flex items-center gap-2 text-sm', ok ? 'text-money' : 'text-danger')}>
      {ok ? <CheckCircle2 className="size-4 shrink-0" aria-hidden /> : <XCircle className="size-4 shrink-0" aria-hidden />}
      {children}
    </p>
  );
}

export default function VerifyPage() {
  const { t, lang } = useT();
  const query = new URLSearchParams(window.location.search);
  const initialGame = query.get('game');
  const [game, setGame] = useState<Game>(GAMES.includes(initialGame as Game) ? (initialGame as Game) : 'dice');
  const [fields, setFields] = useState<Record<string, string>>(() => {
    const keys = ['serverSeed', 'clientSeed', 'nonce', 'stake', 'params', 'hash', 'salt', 'terminal', 'round'];
    return Object.fromEntries(keys.map((key) => [key, query.get(key) ?? '']));
  });
  const expectedHash = query.get('serverSeedHash');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [local, setLocal] = useState<Local | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: string) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [key]: event.target.value }));
  };

  const submit = async () => {
    setBusy(true);
    setError(null);
    setAnswer(null);
    let params: unknown;
    if (fields.params?.trim()) {
      try {
        params = JSON.parse(fields.params) as unknown;
      } catch {
        setError(t('verify.params'));
        setBusy(false);
        return;
      }
    }
    const body: Record<string, unknown> =
      game === 'crash'
        ? {
            game,
            hash: fields.hash?.trim(),
            salt: fields.salt ?? '',
            terminal: fields.terminal?.trim() ? fields.terminal.trim() : undefined,
            round: fields.round ? Number(fields.round) : undefined,
          }
        : {
            game,
            serverSeed: fields.serverSeed?.trim(),
            clientSeed: fields.clientSeed?.trim(),
            nonce: fields.nonce?.trim(),
            stake: fields.stake ? Number(fields.stake) : undefined,
            params,
          };
    try {
      const [server, mine] = await Promise.all([
        request<Answer>('verify', lang, body, t('app.networkError')),
        computeLocally(game, fields),
      ]);
      setAnswer(server.data);
      setLocal(mine);
    } catch (failure) {
      setError(failure instanceof GameError ? failure.message : t('app.networkError'));
    } finally {
      setBusy(false);
    }
  };

  const outcome = answer?.outcome;
  const matchesLocal = (() => {
    if (!answer || !local) return null;
    if (game === 'dice') return local.roll === outcome?.roll;
    if (game === 'roulette') return local.pocket === outcome?.pocket;
    if (game === 'slot') return JSON.stringify(local.window) === JSON.stringify(outcome?.base?.window);
    return local.crashPoint === answer.crashPoint;
  })();

  return (
    <div className="min-h-dvh bg-surface-0">
      <SymbolDefs />
      <div className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-8">
        <header className="flex items-start gap-3">
          <ShieldCheck className="mt-0.5 size-7 shrink-0 text-accent" aria-hidden />
          <div>
            <h1 className="text-xl font-bold text-fg-strong">{t('verify.title')}</h1>
            <p className="text-sm text-fg-muted">{t('verify.intro')}</p>
          </div>
        </header>
        <form
          className="flex flex-col gap-4 rounded-lg bg-surface-1 p-4 shadow-card sm:p-6"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="grid grid-cols-4 gap-1 rounded-md bg-surface-2 p-1" role="radiogroup" aria-label={t('verify.game')}>
            {GAMES.map((code) => (
              <button
                key={code}
                type="button"
                role="radio"
                aria-checked={game === code}
                onClick={() => {
                  setGame(code);
                  setAnswer(null);
                }}
                className={cn(
                  'h-9 rounded-sm text-sm font-semibold',
                  game === code ? 'bg-surface-3 text-fg-strong shadow-card' : 'text-fg-muted hover:text-fg-strong',
                )}
              >
                {code === 'crash' ? 'Crash' : t(`${code}.title` as Key)}
              </button>
            ))}
          </div>
          {game === 'crash' ? (
            <>
              <Field label={t('verify.hash')}>{(id) => <input id={id} className={input} value={fields.hash} onChange={set('hash')} required />}</Field>
              <Field label={t('verify.salt')}>{(id) => <input id={id} className={input} value={fields.salt} onChange={set('salt')} />}</Field>
              <Field label={t('verify.terminal')}>{(id) => <input id={id} className={input} value={fields.terminal} onChange={set('terminal')} />}</Field>
              <Field label={t('verify.round')}>
                {(id) => <input id={id} className={input} inputMode="numeric" value={fields.round} onChange={set('round')} />}
              </Field>
            </>
          ) : (
            <>
              <Field label={t('verify.serverSeed')}>
                {(id) => <input id={id} className={input} value={fields.serverSeed} onChange={set('serverSeed')} required />}
              </Field>
              <div className="grid grid-cols-[1fr_8rem] gap-3">
                <Field label={t('verify.clientSeed')}>
                  {(id) => <input id={id} className={input} value={fields.clientSeed} onChange={set('clientSeed')} required />}
                </Field>
                <Field label={t('verify.nonce')}>
                  {(id) => <input id={id} className={input} inputMode="numeric" value={fields.nonce} onChange={set('nonce')} required />}
                </Field>
              </div>
              <div className="grid grid-cols-[8rem_1fr] gap-3">
                <Field label={t('verify.stake')}>
                  {(id) => <input id={id} className={input} inputMode="decimal" value={fields.stake} onChange={set('stake')} />}
                </Field>
                {game !== 'slot' && (
                  <Field label={t('verify.params')}>
                    {(id) => (
                      <input
                        id={id}
                        className={input}
                        value={fields.params}
                        onChange={set('params')}
                        placeholder={game === 'dice' ? '{"target":50,"direction":"under"}' : '{"bets":[{"kind":"red","amount":1}]}'}
                      />
                    )}
                  </Field>
                )}
              </div>
            </>
          )}
          <button
            type="submit"
            disabled={busy}
            className="h-11 rounded-md bg-accent font-bold text-accent-fg hover:bg-accent-hover disabled:opacity-50"
          >
            {t('verify.submit')}
          </button>
          {error && (
            <p role="alert" className="rounded-sm bg-danger-soft px-3 py-2 text-sm text-fg-strong">
              {error}
            </p>
          )}
        </form>
        {answer && (
          <section className="flex flex-col gap-3 rounded-lg bg-surface-1 p-4 shadow-card animate-pop-in sm:p-6" aria-live="polite">
            <h2 className="text-base font-semibold text-fg-strong">{t('verify.result')}</h2>
            {outcome?.roll !== undefined && (
              <p className="text-[1.875rem] leading-tight font-black text-fg-strong tabular" data-testid="verify-outcome">
                {t('verify.roll', { roll: formatNumber(outcome.roll, lang) })}
              </p>
            )}
            {outcome?.pocket !== undefined && (
              <p className="text-[1.875rem] leading-tight font-black text-fg-strong tabular" data-testid="verify-outcome">
                {t('verify.pocket', { pocket: outcome.pocket })}
              </p>
            )}
            {outcome?.base && (
              <div className="grid max-w-sm grid-cols-5 gap-1 rounded-md bg-surface-2 p-2" data-testid="verify-outcome">
                {outcome.base.window.map((column, reel) => (
                  <div key={reel} className="flex flex-col gap-1">
                    {column.map((symbol, row) => (
                      <SymbolArt key={row} index={symbol} className="aspect-square w-full" />
                    ))}
                  </div>
                ))}
              </div>
            )}
            {answer.crashPoint !== undefined && (
              <p className="text-[1.875rem] leading-tight font-black text-fg-strong tabular" data-testid="verify-outcome">
                {t('verify.crashPoint', { point: formatNumber(answer.crashPoint, lang) })}
              </p>
            )}
            {answer.win !== undefined && (
              <p className={cn('font-semibold', answer.win > 0 ? 'text-money' : 'text-fg-muted')}>
                {t('verify.win', { win: formatMoney(answer.win, lang) })}
              </p>
            )}
            {answer.serverSeedHash && (
              <div className="flex flex-col gap-1">
                <span className="text-xs text-fg-muted">{t('verify.serverHash')}</span>
                <code className="break-all rounded-sm bg-surface-2 px-3 py-2 font-mono text-xs text-fg-strong">
                  {answer.serverSeedHash}
                </code>
                {expectedHash ? (
                  <Check ok={expectedHash === answer.serverSeedHash}>{t('verify.hashNote')}</Check>
                ) : (
                  <span className="text-xs text-fg-muted">{t('verify.hashNote')}</span>
                )}
              </div>
            )}
            {answer.previousHash && (
              <div className="flex flex-col gap-1">
                <span className="text-xs text-fg-muted">{t('verify.previous')}</span>
                <code className="break-all rounded-sm bg-surface-2 px-3 py-2 font-mono text-xs text-fg-strong">
                  {answer.previousHash}
                </code>
              </div>
            )}
            {answer.chain !== undefined && (
              <Check ok={answer.chain}>{answer.chain ? t('verify.chainOk') : t('verify.chainBad')}</Check>
            )}
            {matchesLocal !== null && <Check ok={matchesLocal}>{t('verify.local')}</Check>}
            <p className="text-xs text-fg-muted">{t('verify.method')}</p>
          </section>
        )}
      </div>
    </div>
  );
}
