import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { addressInLanguage, alternates } from '@/lib/site/page-address';
import { useLanguage } from '@/lib/i18n';
import { useDocumentHead } from './document-head';

function descriptionTag(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

/** index.html's description, put back when a page that set its own goes away. */
const siteDescription = typeof document === 'undefined' ? '' : descriptionTag().content;

/**
 * SEO basics per route, in the page's language: the document title, the canonical address and the `hreflang`
 * alternates (useDocumentHead), and the meta description of index.html, updated
 * in place.
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const { pathname, search } = useLocation();
  const language = useLanguage();
  const href = `${window.location.origin}${pathname}${search}`;
  useEffect(() => {
    const meta = descriptionTag();
    meta.content = description;
    return () => {
      meta.content = siteDescription;
    };
  }, [description]);
  useDocumentHead(title, [
    { rel: 'canonical', href: addressInLanguage(href, language) },
    ...alternates(href).map((alternate) => ({ rel: 'alternate' as const, hrefLang: alternate.hreflang, href: alternate.href })),
  ]);
  return null;
}

/** Only the document's title, while this is shown (e.g. a page's not-found state). */
export function DocumentTitle({ title }: { title: string }) {
  useDocumentHead(title);
  return null;
}
