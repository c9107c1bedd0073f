import { Clock, Headset, MessagesSquare, PhoneCall, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { type SupportPrefill, type SupportSent, SupportForm } from '@/features/support/components/support-form';
import { SupportReceipt } from '@/features/support/components/support-receipt';
import { type SupportKind, kindFromSearch } from '@/features/support/lib/support-schema';
import { isLiveChatConfigured } from '@/lib/site/live-chat-config';
import { useSiteOptions } from '@/lib/site/site-options';
import { useActionStore } from '@/stores/action-store';

/**
 * /support: a player's way to the operator whatever is configured — write to us or ask for a call
 * back (`?type=callback` opens that one), then the request's reference. `prefill` is the player's
 * name and phone (null for a visitor, undefined while a player's are loading).
 */
export function SupportRoute({ prefill }: { prefill: SupportPrefill | null | undefined }) {
  const { t } = useTranslation('support');
  const { t: ts } = useTranslation('site');
  const [search, setSearch] = useSearchParams();
  const [sent, setSent] = useState<SupportSent | null>(null);
  const [round, setRound] = useState(0);
  const kind = kindFromSearch(search);

  const changeKind = (next: SupportKind) => {
    setSearch(next === 'callback' ? { type: 'callback' } : {}, { replace: true });
  };

  return (
    <>
      <PageMeta title={`${t('title')} · Zar`} description={t('meta.description')} />
      <div className="mx-auto max-w-[1440px] px-4 pt-5 pb-12 sm:px-6 sm:pt-6">
        <Breadcrumb
          items={[
            { label: ts('breadcrumb.home'), url: '/' },
            { label: t('title'), url: '/support' },
          ]}
        />
        <div className="mt-5 mb-6 max-w-2xl sm:mb-8">
          <h1 className="text-xl font-bold tracking-tight text-fg-strong sm:text-[1.75rem] sm:leading-9">{t('title')}</h1>
          <p className="mt-2 text-fg-muted">{t('intro')}</p>
        </div>
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,52rem)_22rem]">
          <div className="rounded-lg bg-surface-1 p-5 shadow-card ring-1 ring-line sm:p-8">
            {sent ? (
              <SupportReceipt
                reference={sent.reference}
                message={sent.message}
                onAnother={() => {
                  setSent(null);
                  setRound((value) => value + 1);
                }}
              />
            ) : prefill === undefined ? (
              <FormSkeleton label={t('form.loading')} />
            ) : (
              <SupportForm key={round} kind={kind} onKindChange={changeKind} prefill={prefill} onSent={setSent} />
            )}
          </div>
          <SupportAside />
        </div>
      </div>
    </>
  );
}

/** What to expect from the team, and the live chat when there is one. */
function SupportAside() {
  const { t } = useTranslation('support');
  const options = useSiteOptions();
  const toggleChat = useActionStore((s) => s.toggleChat);
  const points = [
    { icon: Clock, text: t('aside.hours') },
    { icon: PhoneCall, text: t('aside.callback') },
    { icon: ShieldCheck, text: t('aside.private') },
  ];
  return (
    <aside className="flex flex-col gap-4" aria-labelledby="support-aside">
      <section className="rounded-lg bg-surface-1 p-5 ring-1 ring-line">
        <h2 id="support-aside" className="flex items-center gap-2 font-semibold text-fg-strong">
          <Headset aria-hidden className="size-5 text-accent" />
          {t('aside.title')}
        </h2>
        <ul className="mt-4 flex flex-col gap-3">
          {points.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3 text-sm text-fg">
              <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-fg-muted" />
              {text}
            </li>
          ))}
        </ul>
      </section>
      {isLiveChatConfigured(options) && (
        <section className="rounded-lg bg-surface-1 p-5 ring-1 ring-line">
          <h2 className="flex items-center gap-2 font-semibold text-fg-strong">
            <MessagesSquare aria-hidden className="size-5 text-accent" />
            {t('aside.chat')}
          </h2>
          <p className="mt-2 text-sm text-fg-muted">{t('aside.chatBody')}</p>
          <Button variant="secondary" className="mt-4 w-full" onClick={toggleChat}>
            {t('aside.openChat')}
          </Button>
        </section>
      )}
    </aside>
  );
}

function FormSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" aria-label={label} className="flex flex-col gap-6">
      <div className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-[4.75rem]" />
        <Skeleton className="h-[4.75rem]" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Skeleton className="h-[4.5rem]" />
        <Skeleton className="h-[4.5rem]" />
      </div>
      <Skeleton className="h-[4.5rem]" />
      <Skeleton className="h-40" />
    </div>
  );
}
