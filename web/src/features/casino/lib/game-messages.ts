/**
 * Product §4: a game window may post `exit` or `com.egt-bg.exit` (close the game) or
 * `com.egt-bg.reload` (reload it). Providers post either the bare name or an object naming it.
 */
export type GameCommand = 'exit' | 'reload';

const COMMANDS: Record<string, GameCommand> = {
  exit: 'exit',
  'com.egt-bg.exit': 'exit',
  'com.egt-bg.reload': 'reload',
};

function nameOf(data: unknown): string | null {
  if (typeof data === 'string') return data;
  if (typeof data === 'object' && data !== null) {
    for (const key of ['type', 'name', 'event', 'action', 'command'] as const) {
      const value = (data as Record<string, unknown>)[key];
      if (typeof value === 'string') return value;
    }
  }
  return null;
}

/** The command a message's data carries, or null. */
export function gameCommand(data: unknown): GameCommand | null {
  const name = nameOf(data)?.trim();
  return name ? (COMMANDS[name] ?? null) : null;
}

/**
 * Whether a message comes from the game: sent by the game frame's own window and from the origin
 * the frame was opened on. Any other window or origin (another frame, an ad, a page that framed
 * us) is ignored, so nothing but the game can close or reload it.
 */
export function isFromGame(event: Pick<MessageEvent, 'source' | 'origin'>, frame: Window | null, origin: string): boolean {
  return frame !== null && event.source === frame && event.origin === origin;
}

/**
 * The origin a frame's messages come from: the launch address's origin; a sandboxed document
 * without `allow-same-origin` (SoftGamings' HTML) posts from the opaque origin "null".
 */
export function frameOrigin(target: { kind: 'url'; url: string } | { kind: 'html' }, base: string): string | null {
  if (target.kind === 'html') return 'null';
  try {
    return new URL(target.url, base).origin;
  } catch {
    return null;
  }
}

/** The page of ours a provider's HTML runs in (served with its own sandboxing policy: see the server's frame_host). */
export const FRAME_HOST_PATH = '/casino/frame-host';

/** The frame host's "I am listening": answer it with {@link frameHtml}. */
export function isFrameHostReady(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as Record<string, unknown>).type === 'zar.frame-ready';
}

/** The message that hands the frame host the provider's HTML to write into itself. */
export function frameHtml(html: string): { type: 'zar.frame-html'; html: string } {
  return { type: 'zar.frame-html', html };
}
