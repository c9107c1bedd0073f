import { ChevronDown, Ticket } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useT } from '@/sportsbook/lib/i18n';
import { formatMoney } from '@/sportsbook/lib/format';
import { formatTotalOdds } from '@/sportsbook/lib/odds';
import { clamp, keepInView } from '@/sportsbook/lib/layout';
import type { Viewport } from '@/sportsbook/lib/parent';
import { usePrefs } from '@/sportsbook/lib/prefs';
import { parseStake, slipFigures } from '@/sportsbook/lib/slip';
import { fitKind, useSlip } from '@/sportsbook/lib/slip-store';
import { BetSlip, SlipHeader } from '@/sportsbook/components/bet-slip';
import { cn } from '@/lib/cn';

const GAP = 8;

/** An element's top (in the page's coordinates) and height, followed. */
function useBox(ref: RefObject<HTMLElement | null>): { top: number; height: number } {
  const [box, setBox] = useState({ top: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const next = { top: rect.top + window.scrollY, height: rect.height };
      setBox((previous) => (previous.top === next.top && previous.height === next.height ? previous : next));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(document.body);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return box;
}

/**
 * The desktop's slip column. The frame has no scroll of its own (the site sizes it to its content and the page
 * scrolls), so `position: sticky` cannot keep the slip in view: the site's `viewport` message says where the visible
 * part is, and the slip moves to it within its column. Outside a frame it is simply sticky.
 */
export function SlipColumn({ viewport, onShowBets }: { viewport: Viewport | null; onShowBets: () => void }) {
  const column = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { top: columnTop, height: columnHeight } = useBox(column);
  const panelHeight = useBox(panel).height;
  const top = viewport ? keepInView(viewport, columnTop, columnHeight, panelHeight, GAP) : 0;
  return (
    <div ref={column} className="relative" style={{ minHeight: panelHeight || undefined }}>
      <aside
        ref={panel}
        aria-label={useT().t('slip.title')}
        className={cn('w-full overflow-hidden rounded-md bg-surface-1 shadow-card', viewport ? 'absolute inset-x-0 transition-[top] duration-150 ease-out' : 'sticky top-2')}
        style={viewport ? { top, maxHeight: Math.max(320, viewport.height - 2 * GAP), overflowY: 'auto' } : undefined}
      >
        <SlipHeader />
        <BetSlip onShowBets={onShowBets} />
      </aside>
    </div>
  );
}

/**
 * The phone's slip: a bar with the count at the bottom of what the player sees, opening a bottom sheet. Placed from
 * the site's `viewport` message in a frame (fixed positioning would mean the bottom of the whole frame), fixed to the
 * screen outside one.
 */
export function SlipSheet({
  viewport,
  frameHeight,
  open,
  setOpen,
  onShowBets,
}: {
  viewport: Viewport | null;
  frameHeight: number;
  open: boolean;
  setOpen: (open: boolean) => void;
  onShowBets: () => void;
}) {
  const { t, lang } = useT();
  const { oddsFormat } = usePrefs();
  const slip = useSlip();
  const n = slip.selections.length;
  const kind = fitKind(slip.kind, n);
  const figures = slipFigures(kind, slip.selections.map((item) => item.odds), slip.systemSize, parseStake(slip.stake) ?? 0, slip.stakePer);
  const closeButton = useRef<HTMLButtonElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  const close = () => {
    setOpen(false);
    openButton.current?.focus();
  };

  if (n === 0 && !slip.receipt && !open) return null;
  const bar = 56;
  const barTop = viewport ? clamp(viewport.top + viewport.height - bar - GAP, 0, frameHeight - bar - GAP) : null;
  const sheetTop = viewport ? Math.max(0, viewport.top) : null;
  const sheetHeight = viewport ? viewport.height - Math.max(0, -viewport.top) : null;

  return (
    <>
      {!open && (
        <button
          ref={openButton}
          type="button"
          onClick={() => setOpen(true)}
          aria-label={`${t('slip.open')} · ${t('slip.selections', { count: n })}`}
          className={cn(
            'inset-x-3 z-30 flex h-14 items-center gap-3 rounded-md bg-accent px-4 text-accent-fg shadow-[0_10px_30px_-10px_rgb(0_0_0/0.8)]',
            viewport ? 'absolute transition-[top] duration-150 ease-out' : 'fixed bottom-3',
          )}
          style={barTop !== null ? { top: barTop } : undefined}
        >
          <span className="relative">
            <Ticket aria-hidden className="size-5" />
            <span className="absolute -top-2 -right-2.5 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-surface-0 px-1 text-[0.625rem] font-bold text-accent tabular">{n}</span>
          </span>
          <span className="ml-1 text-sm font-bold">{t('slip.title')}</span>
          <span className="flex-1" />
          {figures.totalOdds !== null && <span className="text-sm font-bold tabular">{formatTotalOdds(figures.totalOdds, oddsFormat)}</span>}
          {figures.potentialWin > 0 && <span className="text-sm font-semibold tabular opacity-80">{formatMoney(figures.potentialWin / 100, lang)}</span>}
        </button>
      )}
      {open && (
        <div
          className={cn('inset-x-0 z-40 flex flex-col justify-end', viewport ? 'absolute' : 'fixed inset-y-0')}
          style={viewport ? { top: sheetTop ?? 0, height: sheetHeight ?? undefined } : undefined}
        >
          <button type="button" aria-hidden tabIndex={-1} onClick={close} className="absolute inset-0 animate-fade-in bg-scrim" />
          <div role="dialog" aria-modal="true" aria-label={t('slip.title')} className="sb-sheet-in relative flex max-h-[90%] flex-col overflow-hidden rounded-t-lg bg-surface-1 shadow-popover">
            <SlipHeader>
              <button ref={closeButton} type="button" onClick={close} aria-label={t('slip.close')} className="grid size-8 place-items-center rounded-sm text-fg-muted hover:bg-surface-2 hover:text-fg-strong">
                <ChevronDown aria-hidden className="size-5" />
              </button>
            </SlipHeader>
            <div className="overflow-y-auto overscroll-contain">
              <BetSlip
                onShowBets={() => {
                  close();
                  onShowBets();
                }}
              />
            </div>
          </div>
        </div>
      )}
    </>
  );
}
