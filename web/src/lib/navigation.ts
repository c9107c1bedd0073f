/** Leaves the SPA: loads `path` afresh (used after logout). Kept apart so tests can replace it. */
export function reloadAt(path: string): void {
  window.location.replace(path);
}
