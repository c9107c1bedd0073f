import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrantColumns } from '@/admin/components/grant-columns';
import { ListTable } from '@/admin/components/list-table';
import { bonusGrantsQuery } from '@/admin/features/bonuses/api';
import { Dialog, DialogContent, DialogDescription } from '@/components/ui/dialog';

const PAGE_SIZE = 25;

/**
 * Who claimed a bonus (admin): its grants newest first, each with the player (a link to their page), the amount,
 * the wagering done, what became cash, the status and the dates. The dialog pages by itself; the screen's address
 * stays the bonuses list.
 */
export function GrantsDialog({ bonus, onClose }: { bonus: { id: number; name: string } | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={bonus !== null} onOpenChange={(open) => !open && onClose()}>
      {bonus && (
        <DialogContent title={t('grants.title', { name: bonus.name })} closeLabel={t('dialog.close')} className="sm:w-[min(72rem,calc(100vw-2rem))]">
          <DialogDescription className="mb-4 text-sm text-fg-muted">{t('grants.description')}</DialogDescription>
          <GrantsTable bonusId={bonus.id} name={bonus.name} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function GrantsTable({ bonusId, name }: { bonusId: number; name: string }) {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(0);
  const grants = useQuery(bonusGrantsQuery(bonusId, page * PAGE_SIZE, PAGE_SIZE));
  const columns = useGrantColumns({ player: true });
  return (
    <ListTable
      list={{ page, pageSize: PAGE_SIZE, update: (change) => change.page !== undefined && setPage(change.page) }}
      query={grants}
      label={t('grants.title', { name })}
      columns={columns}
      rowKey={(row) => row.id}
      empty={{ icon: Users, title: t('grants.noneTitle'), body: t('grants.noneBody') }}
    />
  );
}
