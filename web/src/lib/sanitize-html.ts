import DOMPurify from 'dompurify';

/**
 * Server HTML (content pages, promotion terms) is sanitized when it is saved; it is sanitized again
 * here before it reaches the DOM, so a bad row can never run script in a player's browser.
 * Links that leave the site open in a new tab without handing it our window.
 */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
    RETURN_TRUSTED_TYPE: false,
  });
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const anchor of template.content.querySelectorAll('a[href]')) {
    const href = anchor.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href)) {
      anchor.setAttribute('target', '_blank');
      anchor.setAttribute('rel', 'noopener noreferrer');
    }
  }
  return template.innerHTML;
}
