import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSession } from '@/features/casino/hooks/use-game-session';
import { FRAME_HOST_PATH, frameHtml, frameOrigin, gameCommand, isFrameHostReady, isFromGame } from '@/features/casino/lib/game-messages';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

/**
 * SoftGamings answers HTML with a script instead of an address. A srcdoc frame would inherit our
 * policy (`script-src 'self'`) and never run it, so it goes to our frame host page, which has a
 * policy of its own and writes the HTML it is posted into itself. The frame is sandboxed WITHOUT
 * `allow-same-origin` (the host's policy says so too): with scripts allowed, a document sharing our
 * origin could read the player's stored session and reach into this page. Opaque-origin is the
 * price: it posts from origin "null", and a provider page it navigates to stays sandboxed too.
 */
export const FOREIGN_HTML_SANDBOX = 'allow-scripts allow-forms allow-popups';

/**
 * The game's frame (product §4): a spinner until the frame has loaded ('Game will be reloaded.
 * Please wait...' while reloading), then the game edge to edge. The game window's `exit` /
 * `com.egt-bg.exit` and `com.egt-bg.reload` messages are honoured only from that frame and its origin.
 */
export function GameFrame({
  session,
  name,
  onExit,
  failure,
  className,
}: {
  session: GameSession;
  name: string;
  onExit: () => void;
  /** What shows when the launch failed (the toast has said why). */
  failure: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('casino');
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState<number | null>(null);
  const { target, attempt, reload, reloading } = session;
  const ready = target !== null && loaded === attempt;

  const actions = useRef({ onExit, reload });
  useEffect(() => {
    actions.current = { onExit, reload };
  });

  // Listening from the moment the frame is in the page, before the browser can run the frame's scripts (Preact
  // runs a useEffect only after the next paint).
  useLayoutEffect(() => {
    if (target === null) return;
    const origin = frameOrigin(target, window.location.href);
    const onMessage = (event: MessageEvent) => {
      const game = frame.current?.contentWindow ?? null;
      if (origin === null || !isFromGame(event, game, origin)) return;
      if (target.kind === 'html' && isFrameHostReady(event.data)) {
        game?.postMessage(frameHtml(target.html), '*');
        return;
      }
      const command = gameCommand(event.data);
      if (command === 'exit') actions.current.onExit();
      else if (command === 'reload') actions.current.reload();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [target]);

  return (
    <div className={cn('relative min-h-0 bg-surface-0', className)}>
      {session.error ? (
        failure
      ) : (
        <>
          {target !== null && !reloading && (
            <iframe
              key={attempt}
              ref={frame}
              title={t('play.frameTitle', { name })}
              src={target.kind === 'url' ? target.url : FRAME_HOST_PATH}
              sandbox={target.kind === 'html' ? FOREIGN_HTML_SANDBOX : undefined}
              allow="autoplay; fullscreen; encrypted-media; clipboard-write"
              allowFullScreen
              onLoad={() => setLoaded(attempt)}
              className={cn('absolute inset-0 size-full border-0 transition-opacity duration-300', ready ? 'opacity-100' : 'opacity-0')}
            />
          )}
          {!ready && (
            <div role="status" className="absolute inset-0 grid place-items-center p-6 text-center">
              <div className="flex flex-col items-center gap-4">
                <Spinner size="lg" />
                <p className="max-w-xs text-sm text-fg">{t(reloading || attempt > 0 ? 'play.reloading' : 'play.loading')}</p>
              </div>
            </div>
          )}
        </>
      )}
    </div>
  );
}
