import {
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  createContext,
  forwardRef,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { type Location, type NavigateFunction, createPath, parsePath, useLocation, useNavigate } from 'react-router';

/** Goes to `to` in the app; to the address shown already, in place of its history entry (as react-router's `Link`). */
type Navigate = (to: string) => void;

const NavigateContext = createContext<Navigate | null>(null);

/**
 * Gives every {@link AppLink} the router's `navigate`, read once here (inside the router, around the routes) and kept
 * behind one function whose identity never changes: a navigation re-renders no link.
 */
export function LinkNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef<{ navigate: NavigateFunction; location: Location }>({ navigate, location });
  useLayoutEffect(() => {
    latest.current = { navigate, location };
  });
  const [go] = useState<Navigate>(() => (to: string) => {
    const { navigate: current, location: here } = latest.current;
    void current(to, { replace: createPath(here) === createPath(parsePath(to)) });
  });
  return <NavigateContext.Provider value={go}>{children}</NavigateContext.Provider>;
}

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute path of this site, with its query if any (`/casino/slot?category=3`). */
  to: string;
};

/**
 * A link to one of our pages by its absolute path: what react-router's `Link` does for such a path (the href, and a
 * plain click navigating in the app, a same-address click replacing the history entry), with one context read in
 * place of the dozen hooks `Link` runs per link to resolve relative paths we never use. The menus, the footer, the
 * bottom bar and the lobbies draw dozens of links in a page's first render.
 */
export const AppLink = forwardRef<HTMLAnchorElement, Props>(function AppLink({ to, onClick, target, ...rest }, ref) {
  const navigate = useContext(NavigateContext);
  if (import.meta.env.DEV && !to.startsWith('/')) throw new Error(`AppLink needs an absolute path, got "${to}"`);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (!navigate || event.defaultPrevented || event.button !== 0 || modified || (target && target !== '_self')) return;
    event.preventDefault();
    navigate(to);
  };
  return <a ref={ref} href={to} target={target} onClick={follow} {...rest} />;
});
