import { useEffect, useState } from 'react';
import { afterLoadIdle } from '@/lib/idle';
import { useDialogStore } from '@/stores/dialog-store';

/** What the visitor does first: after any of these the browser stops recording the largest contentful paint. */
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

const anotherDialogIsOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * When the marketing popup may show (docs/decisions.md, "The marketing popup waits"): the page has loaded and gone
 * idle, the visitor has interacted with it (a tap, a key, a scroll: from then on browsers no longer record the largest
 * paint, so the popup can never become the page's LCP), and no other dialog is open (the login dialog a guarded page
 * opened, say). Once true it stays true, so the popup's own dialog does not hide it again.
 */
export function usePopupMoment(): boolean {
  const [idle, setIdle] = useState(false);
  const [interacted, setInteracted] = useState(false);
  const [quiet, setQuiet] = useState(() => !anotherDialogIsOpen());
  const accountDialog = useDialogStore((state) => state.open);
  const [moment, setMoment] = useState(false);

  useEffect(() => afterLoadIdle(() => setIdle(true)), []);

  useEffect(() => {
    if (interacted) return;
    const done = () => setInteracted(true);
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true, once: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, { capture: true });
    };
  }, [interacted]);

  // Dialogs are portalled into the body: watch it until the moment has come.
  useEffect(() => {
    if (moment) return;
    const observer = new MutationObserver(() => setQuiet(!anotherDialogIsOpen()));
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['role'] });
    return () => observer.disconnect();
  }, [moment]);

  if (!moment && idle && interacted && quiet && accountDialog === null) setMoment(true);
  return moment;
}
