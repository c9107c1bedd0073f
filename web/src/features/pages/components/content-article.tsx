import { FileQuestion, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useContentCategories } from '@/lib/site/categories';
import { useContentPage } from '@/features/pages/api/get-content';
import { ApiError } from '@/lib/api/client';
import { articleClass } from '@/lib/article-class';
import { cn } from '@/lib/cn';
import { sanitizeHtml } from '@/lib/sanitize-html';

function ArticleSkeleton() {
  const { t } = useTranslation('site');
  return (
    <div role="status" aria-label={t('pages.loading')} className="space-y-4">
      <Skeleton className="h-9 w-2/3" />
      <div className="space-y-3 pt-4">
        {['w-full', 'w-11/12', 'w-full', 'w-4/5', 'w-full', 'w-2/3'].map((width, index) => (
          <Skeleton key={index} className={cn('h-4', width)} />
        ))}
      </div>
    </div>
  );
}

/** /pages/{id}: a content page (title and sanitized HTML) with the other pages of its category. */
export function ContentArticle({ id }: { id: string }) {
  const { t } = useTranslation('site');
  const valid = /^\d+$/.test(id);
  const page = useContentPage(valid ? id : '0');
  const { data: categories = [] } = useContentCategories();
  const category = categories.find((c) => c.content.some((p) => String(p.id) === id));

  const notFound = !valid || (page.error instanceof ApiError && page.error.status === 404);
  if (notFound) {
    return (
      <>
        <PageMeta title={`${t('pages.notFoundTitle')} · Zar`} description={t('meta.notFoundDescription')} />
        <EmptyState
          icon={FileQuestion}
          eyebrow="404"
          title={t('pages.notFoundTitle')}
          body={t('pages.notFoundBody')}
          action={
            <Button asChild>
              <Link to="/">{t('pages.backHome')}</Link>
            </Button>
          }
        />
      </>
    );
  }

  if (page.isError) {
    return (
      <EmptyState
        icon={RefreshCw}
        title={t('pages.errorTitle')}
        body={t('pages.errorBody')}
        action={
          <Button variant="secondary" loading={page.isRefetching} onClick={() => void page.refetch()}>
            {t('pages.retry')}
          </Button>
        }
      />
    );
  }

  const title = page.data?.title ?? '';
  return (
    <>
      {page.data && <PageMeta title={`${title} · Zar`} description={t('meta.pageDescription', { title })} />}
      <div className="mx-auto max-w-[1200px] px-4 pt-5 sm:px-6 sm:pt-6">
        <Breadcrumb
          items={[
            { label: t('breadcrumb.home'), url: '/' },
            ...(category?.content[0] ? [{ label: category.title || category.name, url: `/pages/${category.content[0].id}` }] : []),
            { label: title || '…', url: `/pages/${id}` },
          ]}
        />
        <div className="mt-6 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_16rem]">
          <article className="rounded-lg bg-surface-1 p-5 shadow-card sm:p-8 lg:p-10">
            {page.data ? (
              <>
                <h1 className="text-xl font-bold tracking-tight text-balance text-fg-strong sm:text-[1.75rem] sm:leading-9">
                  {title}
                </h1>
                <div className="mt-2 mb-6 h-1 w-12 rounded-full bg-accent" />
                <div
                  className={cn('max-w-[72ch]', articleClass)}
                  // Sanitized with DOMPurify (and on the server when it was saved).
                  dangerouslySetInnerHTML={{ __html: sanitizeHtml(page.data.html) }}
                />
              </>
            ) : (
              <ArticleSkeleton />
            )}
          </article>
          {category && category.content.length > 1 && (
            <nav aria-label={t('pages.inSection')} className="rounded-lg bg-surface-1 p-4 lg:sticky lg:top-[calc(var(--site-header-h)+1.5rem)]">
              <h2 className="px-2 text-xs font-semibold tracking-wider text-fg-muted uppercase">
                {category.title || category.name}
              </h2>
              <ul className="mt-3 space-y-0.5">
                {category.content.map((link) => {
                  const current = String(link.id) === id;
                  return (
                    <li key={link.id}>
                      <Link
                        to={`/pages/${link.id}`}
                        aria-current={current ? 'page' : undefined}
                        className={cn(
                          'block rounded-sm px-2 py-2 text-sm transition-colors',
                          current ? 'bg-surface-3 font-medium text-fg-strong' : 'text-fg-muted hover:bg-surface-2 hover:text-fg-strong',
                        )}
                      >
                        {link.title}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
          )}
        </div>
      </div>
    </>
  );
}
