import { Suspense, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageMeta } from '@/components/layout/page-meta';
import { usePromotions } from '@/features/promotions/api/get-promotions';
import { cameFromList } from '@/features/promotions/lib/promotion-path';
import { notify } from '@/lib/toast';

// The dialog (and the HTML sanitizer) load when a promotion is first opened.
const PromotionDialog = lazy(() =>
  import('@/features/promotions/components/promotion-dialog').then((m) => ({ default: m.PromotionDialog })),
);

/**
 * The detail of the promotion `/promotions/{id}` names, over the promotions page. Closing goes back to
 * the list it was opened from, or to /promotions when the address was opened directly; a promotion
 * that is gone says so and leaves the list.
 */
export function PromotionDetail({ id }: { id: number }) {
  const { t } = useTranslation('site');
  const { data } = usePromotions();
  const navigate = useNavigate();
  const fromList = cameFromList(useLocation().state);
  const promotion = data?.find((item) => item.id === id);
  const missing = data !== undefined && promotion === undefined;

  const close = () => {
    if (fromList) void navigate(-1);
    else void navigate('/promotions', { replace: true });
  };

  useEffect(() => {
    if (!missing) return;
    notify.info(t('promotions.gone'), { id: 'promotion-gone' });
    void navigate('/promotions', { replace: true });
  }, [missing, navigate, t]);

  if (!promotion) return null;
  return (
    <>
      <PageMeta title={`${promotion.title} · Zar`} description={t('meta.promotionsDescription')} />
      <Suspense fallback={null}>
        <PromotionDialog promotion={promotion} onClose={close} />
      </Suspense>
    </>
  );
}
