import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { BALANCE_KEY } from '@/lib/player-money';
import { useDialogStore } from '@/stores/dialog-store';
import { selectIsLoggedIn, useAuthStore } from '@/stores/auth-store';
import { coveredEdges, frameOrigin, frameViewport, perFrame, readFrameMessage } from '@/features/sports/lib/frame-messages';

/**
 * The site's half of the sportsbook frame's protocol (docs/sportsbook.md): it listens to the iframe at `src` — its
 * window, its address's origin — and sizes it to the `height` it reports, opens the login dialog on `login`, the
 * deposit dialog (`onDeposit`) on `deposit`, reads the header balance again on `balance`; and once the frame has
 * spoken, it tells the frame where the visible part of the page is (`viewport`) as the page scrolls or resizes.
 * A partner that never posts these messages keeps the full-height layout: `height` stays null.
 */
export function useSportsbookFrame(frame: RefObject<HTMLIFrameElement | null>, src: string, onDeposit: () => void): number | null {
  const queryClient = useQueryClient();
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const [reported, setReported] = useState<{ src: string; height: number } | null>(null);
  const handlers = useRef({ onDeposit, loggedIn });
  useEffect(() => {
    handlers.current = { onDeposit, loggedIn };
  });
  const height = reported?.src === src ? reported.height : null;
  const speaks = height !== null;

  useEffect(() => {
    const origin = frameOrigin(src);
    const onMessage = (event: MessageEvent) => {
      const message = readFrameMessage(event, { origin, frame: frame.current?.contentWindow });
      if (!message) return;
      switch (message.type) {
        case 'height':
          setReported((previous) => (previous?.src === src && previous.height === message.height ? previous : { src, height: message.height }));
          break;
        case 'login':
          if (!handlers.current.loggedIn) useDialogStore.getState().show('login');
          break;
        case 'deposit':
          if (handlers.current.loggedIn) handlers.current.onDeposit();
          else useDialogStore.getState().show('login');
          break;
        case 'balance':
          void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
          break;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [src, frame, queryClient]);

  useEffect(() => {
    const origin = frameOrigin(src);
    if (!speaks || !origin) return undefined;
    const post = perFrame(() => {
      const element = frame.current;
      const target = element?.contentWindow;
      if (!element || !target) return;
      target.postMessage(frameViewport(element.getBoundingClientRect().top, window.innerHeight, coveredEdges()), origin);
    });
    post.schedule();
    window.addEventListener('scroll', post.schedule, { passive: true });
    window.addEventListener('resize', post.schedule);
    return () => {
      post.cancel();
      window.removeEventListener('scroll', post.schedule);
      window.removeEventListener('resize', post.schedule);
    };
  }, [src, speaks, height, frame]);

  return height;
}
