import type { ComponentProps } from 'react';
import { DataTable } from '@/admin/components/data-table';

/** What a list's query hands back: one page of rows and how many there are in all. */
interface PageQuery<T> {
  data?: { items: T[]; total: number };
  isPending: boolean;
  error: Error | null;
}

/** Where the list's page is kept (the address, through `useListState`, or a dialog's own state). */
interface PageControl {
  page: number;
  pageSize: number;
  update: (change: { page?: number; pageSize?: number }) => void;
}

/**
 * A server list's page in a table: rows, loading and error from the query, the pager bound to the list's page; with
 * `pageSizes`, the pager also offers 25, 50 or 100 rows (the screens' lists; a player's tabs page by 25).
 */
export function ListTable<T>({
  query,
  list,
  pageSizes = false,
  ...table
}: Omit<ComponentProps<typeof DataTable<T>>, 'data' | 'loading' | 'error' | 'paging'> & {
  query: PageQuery<T>;
  list: PageControl;
  pageSizes?: boolean;
}) {
  return (
    <DataTable<T>
      {...table}
      data={query.data?.items}
      loading={query.isPending}
      error={query.error?.message}
      paging={{
        page: list.page,
        pageSize: list.pageSize,
        total: query.data?.total ?? 0,
        onPage: (page) => list.update({ page }),
        ...(pageSizes ? { onPageSize: (pageSize: number) => list.update({ pageSize }) } : {}),
      }}
    />
  );
}
