import { ExternalLink, LifeBuoy, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Section } from '@/features/responsible/components/section';
import type { HelpLink } from '@/lib/api/types';

/** Only web addresses become links (the list is content an operator edits). */
function safeUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The organisations that help (the server's `helpLinks`): name, site in a new tab, phone to call. */
export function HelpLinks({ links }: { links: readonly HelpLink[] }) {
  const { t } = useTranslation('responsible');
  return (
    <Section title={t('help.title')} intro={t('help.intro')}>
      {links.length === 0 ? (
        <p className="flex items-center gap-2 rounded-md bg-surface-1 p-5 text-sm text-fg-muted ring-1 ring-line">
          <LifeBuoy aria-hidden className="size-4 text-accent" />
          {t('help.empty')}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {links.map((link) => {
            const url = safeUrl(link.url);
            return (
              <li key={`${link.name}:${link.url}`} className="flex flex-col gap-2 rounded-md bg-surface-1 p-4 ring-1 ring-line">
                <p className="flex items-center gap-2 font-semibold text-fg-strong">
                  <LifeBuoy aria-hidden className="size-4 shrink-0 text-money" />
                  {link.name}
                </p>
                {url && (
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('help.visit', { name: link.name })}
                    className="inline-flex items-center gap-1.5 text-sm break-all text-fg hover:text-accent"
                  >
                    {new URL(url).host}
                    <ExternalLink aria-hidden className="size-3.5 shrink-0" />
                  </a>
                )}
                {link.phone && (
                  <a
                    href={`tel:${link.phone.replace(/[^\d+]/g, '')}`}
                    aria-label={t('help.call', { name: link.name, phone: link.phone })}
                    className="inline-flex items-center gap-1.5 text-sm text-fg tabular-nums hover:text-accent"
                  >
                    <Phone aria-hidden className="size-3.5 shrink-0" />
                    {link.phone}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
