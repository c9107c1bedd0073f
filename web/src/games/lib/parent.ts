/**
 * Talking to the page that framed the game (the site's play page or phone modal): it closes the game on `exit`
 * and reloads it on `com.egt-bg.reload`, the names the spec's providers use. Outside a frame, exit goes back to
 * the lobby address the launch gave (`?lobby=`).
 */
function lobby(): string | null {
  const value = new URLSearchParams(window.location.search).get('lobby');
  if (!value) return null;
  try {
    const url = new URL(value, window.location.origin);
    // Only our own site or an http(s) address: never a javascript: URL from a crafted link.
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function post(message: string): boolean {
  if (window.parent === window) return false;
  window.parent.postMessage(message, '*');
  return true;
}

export function inFrame(): boolean {
  return window.parent !== window;
}

export function exitGame(): void {
  if (post('exit')) return;
  const target = lobby();
  if (target) window.location.assign(target);
  else window.history.back();
}

export function reloadGame(): void {
  if (!post('com.egt-bg.reload')) window.location.reload();
}
