import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** "Download CSV": runs `download` (which saves the file) and shows it is busy meanwhile. */
export function DownloadButton({ download, label }: { download: () => Promise<void>; label?: string }) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
    } catch {
      // The failure's toast says why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" loading={busy} onClick={() => void run()}>
      <Download aria-hidden className="size-4" />
      {label ?? t('reports.csv')}
    </Button>
  );
}
