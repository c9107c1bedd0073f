import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Id, Sport } from '@/sportsbook/lib/api';
import { useT } from '@/sportsbook/lib/i18n';
import { SportIcon } from '@/sportsbook/components/sport-icon';
import { cn } from '@/lib/cn';

export interface SportChoice {
  sport: string | null;
  league: Id | null;
}

/** The desktop's left column: each sport with its count, the chosen sport's leagues under it. */
export function SportsColumn({ sports, choice, onChoose }: { sports: Sport[]; choice: SportChoice; onChoose: (choice: SportChoice) => void }) {
  const { t } = useT();
  return (
    <nav aria-label={t('nav.sportsList')} className="overflow-hidden rounded-md bg-surface-1">
      <h2 className="px-3 pt-3 pb-2 text-xs font-semibold tracking-wide text-fg-muted uppercase">{t('nav.sportsList')}</h2>
      <ul className="pb-2">
        {sports.map((sport) => {
          const active = sport.code === choice.sport;
          return (
            <li key={sport.code}>
              <button
                type="button"
                aria-current={active && choice.league === null ? 'true' : undefined}
                aria-expanded={active}
                onClick={() => onChoose({ sport: sport.code, league: null })}
                className={cn(
                  'flex h-10 w-full items-center gap-2.5 px-3 text-left text-sm transition-colors',
                  active ? 'bg-surface-2 font-semibold text-fg-strong' : 'text-fg hover:bg-surface-2/60 hover:text-fg-strong',
                )}
              >
                <SportIcon code={sport.code} esport={sport.esport} className={cn('size-4 shrink-0', active ? 'text-accent' : 'text-fg-muted')} />
                <span className="min-w-0 flex-1 truncate">{sport.name}</span>
                <span className="text-xs text-fg-muted tabular">{sport.count}</span>
                <ChevronRight aria-hidden className={cn('size-3.5 shrink-0 text-fg-muted transition-transform duration-150', active && 'rotate-90')} />
              </button>
              {active && sport.leagues.length > 0 && (
                <ul aria-label={t('nav.leagues', { sport: sport.name })} className="bg-surface-2/40 py-1">
                  <li>
                    <LeagueButton active={choice.league === null} onClick={() => onChoose({ sport: sport.code, league: null })}>
                      <span className="flex-1 truncate">{t('nav.allLeagues')}</span>
                      <span className="text-xs text-fg-muted tabular">{sport.count}</span>
                    </LeagueButton>
                  </li>
                  {sport.leagues.map((league) => (
                    <li key={String(league.id)}>
                      <LeagueButton active={String(choice.league) === String(league.id)} onClick={() => onChoose({ sport: sport.code, league: league.id })}>
                        <span className="min-w-0 flex-1">
                          <span className="block truncate">{league.name}</span>
                          {league.country && <span className="block truncate text-xs text-fg-muted">{league.country}</span>}
                        </span>
                        <span className="text-xs text-fg-muted tabular">{league.count}</span>
                      </LeagueButton>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function LeagueButton({ active, onClick, children }: { active: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-current={active ? 'true' : undefined}
      onClick={onClick}
      className={cn(
        'relative flex min-h-9 w-full items-center gap-2 py-1.5 pr-3 pl-9 text-left text-sm transition-colors',
        active ? 'text-fg-strong before:absolute before:inset-y-1.5 before:left-0 before:w-0.5 before:rounded-full before:bg-accent' : 'text-fg hover:text-fg-strong',
      )}
    >
      {children}
    </button>
  );
}

/** The phone's horizontal chip rail of sports, and a second rail of the chosen sport's leagues. */
export function SportsRail({ sports, choice, onChoose }: { sports: Sport[]; choice: SportChoice; onChoose: (choice: SportChoice) => void }) {
  const { t } = useT();
  const current = sports.find((sport) => sport.code === choice.sport);
  return (
    <nav aria-label={t('nav.sportsList')} className="flex flex-col gap-2">
      <ul className="sb-rail -mx-3 flex gap-2 overflow-x-auto px-3">
        {sports.map((sport) => {
          const active = sport.code === choice.sport;
          return (
            <li key={sport.code} className="shrink-0">
              <button
                type="button"
                aria-current={active ? 'true' : undefined}
                onClick={() => onChoose({ sport: sport.code, league: null })}
                className={cn(
                  'flex h-10 items-center gap-2 rounded-full px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
                  active ? 'bg-accent text-accent-fg' : 'bg-surface-2 text-fg-strong hover:bg-surface-3',
                )}
              >
                <SportIcon code={sport.code} esport={sport.esport} className="size-4" />
                {sport.name}
                <span className={cn('text-xs tabular', active ? 'text-accent-fg/80' : 'text-fg-muted')}>{sport.count}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {current && current.leagues.length > 1 && (
        <ul aria-label={t('nav.leagues', { sport: current.name })} className="sb-rail -mx-3 flex gap-1.5 overflow-x-auto px-3">
          <li className="shrink-0">
            <LeagueChip active={choice.league === null} onClick={() => onChoose({ sport: current.code, league: null })}>
              {t('nav.allLeagues')}
            </LeagueChip>
          </li>
          {current.leagues.map((league) => (
            <li key={String(league.id)} className="shrink-0">
              <LeagueChip active={String(choice.league) === String(league.id)} onClick={() => onChoose({ sport: current.code, league: league.id })}>
                {league.name}
              </LeagueChip>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

function LeagueChip({ active, onClick, children }: { active: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-current={active ? 'true' : undefined}
      onClick={onClick}
      className={cn(
        'h-8 rounded-sm px-3 text-xs font-medium whitespace-nowrap ring-1 ring-inset transition-colors',
        active ? 'bg-surface-3 text-fg-strong ring-accent/60' : 'text-fg ring-line-strong hover:text-fg-strong',
      )}
    >
      {children}
    </button>
  );
}
