import { useLayoutEffect, useState } from 'react';

/** A link a page puts in the document's head: its canonical address or a language alternate. */
export interface HeadLink {
  rel: 'canonical' | 'alternate';
  href: string;
  hrefLang?: string;
}

interface HeadEntry {
  title: string;
  links: HeadLink[] | undefined;
}

/**
 * The mounted pages' and dialogs' heads, in the order they mounted (a Map keeps the order of its first `set`): the
 * last one's title is the document's, and the last one that names links has its links in the head. (The runtime is
 * Preact, which does not hoist `<title>` and `<link>` out of the tree as React 19 does: docs/decisions.md, "Site
 * speed (issue 21)".)
 */
const heads = new Map<symbol, HeadEntry>();
const siteTitle = typeof document === 'undefined' ? '' : document.title;
const MARK = 'data-page-head';

function apply() {
  const entries = [...heads.values()];
  document.title = entries.at(-1)?.title ?? siteTitle;
  const links = entries.findLast((entry) => entry.links)?.links ?? [];
  const shown = [...document.head.querySelectorAll<HTMLLinkElement>(`link[${MARK}]`)];
  const same =
    shown.length === links.length &&
    shown.every((element, index) => element.rel === links[index]?.rel && element.href === links[index].href && element.hreflang === (links[index].hrefLang ?? ''));
  if (same) return;
  for (const element of shown) element.remove();
  for (const link of links) {
    const element = document.createElement('link');
    element.setAttribute(MARK, '');
    element.rel = link.rel;
    element.href = link.href;
    if (link.hrefLang) element.hreflang = link.hrefLang;
    document.head.append(element);
  }
}

/**
 * Sets the document's title (and, given, the canonical and alternate links) while the calling component is
 * mounted, from the moment the tree commits (as React 19 hoisted them); the one mounted last wins, and its going
 * away gives the head back to the one before.
 */
export function useDocumentHead(title: string, links?: HeadLink[]) {
  const [key] = useState(() => Symbol('page head'));
  useLayoutEffect(
    () => () => {
      heads.delete(key);
      apply();
    },
    [key],
  );
  const linksKey = links ? JSON.stringify(links) : '';
  useLayoutEffect(() => {
    heads.set(key, { title, links: linksKey ? (JSON.parse(linksKey) as HeadLink[]) : undefined });
    apply();
  }, [key, title, linksKey]);
}
