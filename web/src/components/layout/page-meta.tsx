import { useEffect } from 'react';

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
 * SEO basics per route: the document title (React hoists `<title>` into the head) and the
 * meta description of index.html, updated in place.
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  useEffect(() => {
    const meta = descriptionTag();
    meta.content = description;
    return () => {
      meta.content = siteDescription;
    };
  }, [description]);
  return <title>{title}</title>;
}
