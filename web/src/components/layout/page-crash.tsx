import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** Shown instead of a page that threw while rendering or loading. */
export function PageCrash() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={TriangleAlert}
      title={t('crash.title')}
      body={t('crash.body')}
      action={<Button onClick={() => window.location.reload()}>{t('crash.action')}</Button>}
    />
  );
}
