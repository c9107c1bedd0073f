import { type ComponentType, useEffect, useState } from 'react';
import { loadDevOutboxStrip, loadedDevOutboxStrip } from '@/components/layout/dev-outbox-strip-loader';
import { useDevOutboxStore } from '@/lib/api/dev-outbox';

/**
 * A 28 px strip above everything while the server's development outbox is on (its responses carry
 * `x-zar-dev-outbox: on`): e-mails and SMS are not sent but shown at /dev/outbox, linked here in a new tab. It
 * cannot be closed, so nobody mistakes a development server for the real site; on a real server it never renders.
 */
export function DevOutboxBanner() {
  const on = useDevOutboxStore((s) => s.on);
  const [Strip, setStrip] = useState<ComponentType | null>(loadedDevOutboxStrip);
  useEffect(() => {
    if (!on || Strip) return;
    let live = true;
    void loadDevOutboxStrip().then((loaded) => live && setStrip(() => loaded), () => undefined);
    return () => {
      live = false;
    };
  }, [on, Strip]);
  return on && Strip ? <Strip /> : null;
}
