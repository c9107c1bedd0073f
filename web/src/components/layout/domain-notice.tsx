import { Globe2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDomainStatus } from '@/lib/site/domain-status';

/** Product §2: on a domain other than the main one, the header points players to the main address. */
export function DomainNotice() {
  const { t } = useTranslation(['common', 'site']);
  const domains = useDomainStatus();
  const main = domains?.currentDomain.trim().toLowerCase();
  if (!main || main === window.location.host.toLowerCase()) return null;
  return (
    <div role="note" className="bg-accent-soft text-xs text-fg-strong">
      <p className="mx-auto flex min-h-8 max-w-[1440px] items-center justify-center gap-2 px-4 py-1.5 text-center">
        <Globe2 aria-hidden className="size-3.5 shrink-0 text-accent" />
        <span>{t('DOMAIN_NOTICE', { baseDomain: main })}</span>
        <a href={`https://${main}`} className="shrink-0 font-semibold text-accent underline-offset-2 hover:underline">
          {t('site:domain.go')} →
        </a>
      </p>
    </div>
  );
}
