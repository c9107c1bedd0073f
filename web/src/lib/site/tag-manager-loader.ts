import { TAG_MANAGER_ORIGIN } from '@/lib/site/tag-manager';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Starts Google Tag Manager's container `id` as its snippet does (the start event, then gtm.js); once per page. */
export function loadTagManager(id: string, doc: Document = document): void {
  const src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  if (doc.querySelector(`script[src="${src}"]`)) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.append(script);
}
