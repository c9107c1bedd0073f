import { type CellContext, type ColumnDef, type ColumnDefTemplate, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { ChevronDown, ChevronLeft, ChevronRight, type LucideIcon, TriangleAlert } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@/admin/lib/list-state';
import { IconButton } from '@/admin/components/icon-button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/** How a column aligns its cells: numbers (money, counts) right and tabular. */
export interface ColumnMeta {
  align?: 'right';
  /** Tailwind width class for the header, e.g. `w-32`. */
  width?: string;
}

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generic parameters must match the library's.
  interface ColumnMeta<TData, TValue> {
    align?: 'right';
    width?: string;
  }
}

export interface Paging {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize?: (size: number) => void;
}

/**
 * A list from the server (TanStack Table, server-side paging): a sticky header, skeleton rows while loading, a
 * designed empty state, the error's message, and the pager under it. The caller keeps paging in the address.
 */
export function DataTable<T>({
  label,
  columns,
  data,
  loading,
  error,
  empty,
  paging,
  rowKey,
  rowClassName,
  expanded,
}: {
  /** The table's accessible name. */
  label: string;
  columns: ColumnDef<T, never>[] | ColumnDef<T>[];
  data: T[] | undefined;
  loading: boolean;
  error?: string | null;
  empty: { icon: LucideIcon; title: string; body: string; action?: ReactNode };
  paging?: Paging;
  rowKey: (row: T) => string | number;
  rowClassName?: (row: T) => string | undefined;
  /** A row opened to show more under it (the audit log's before and after). */
  expanded?: { key: string | number | null; render: (row: T) => ReactNode };
}) {
  const { t } = useTranslation('admin');
  // TanStack Table hands back functions React's compiler cannot memoize: this component is left unmemoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: data ?? [],
    columns: columns as ColumnDef<T>[],
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    getRowId: (row) => String(rowKey(row)),
  });
  const rows = table.getRowModel().rows;
  const columnCount = table.getAllLeafColumns().length;

  return (
    <div className="overflow-hidden rounded-md bg-surface-1 ring-1 ring-line">
      {/* Focusable, so a keyboard can scroll a long or wide table (axe: scrollable-region-focusable). */}
      <div role="region" aria-label={label} tabIndex={0} className="max-h-[calc(100dvh-13rem)] min-h-48 overflow-auto focus-visible:outline-2 focus-visible:outline-accent">
        <table aria-label={label} aria-busy={loading || undefined} className="w-full border-separate border-spacing-0 text-sm">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    className={cn(
                      'sticky top-0 z-10 h-9 border-b border-line bg-surface-2 px-3 text-left text-xs font-medium whitespace-nowrap text-fg-muted',
                      header.column.columnDef.meta?.align === 'right' && 'text-right',
                      header.column.columnDef.meta?.width,
                    )}
                  >
                    {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {loading &&
              Array.from({ length: 8 }, (_, index) => (
                <tr key={`skeleton-${index}`}>
                  {Array.from({ length: columnCount }, (_, cell) => (
                    <td key={cell} className="h-11 border-b border-line px-3">
                      <Skeleton className="h-3.5 w-full max-w-40 rounded-sm" />
                    </td>
                  ))}
                </tr>
              ))}
            {!loading &&
              rows.map((row) => (
                <Fragment key={row.id}>
                <tr className={cn('transition-colors hover:bg-surface-2/60', rowClassName?.(row.original))}>
                  {row.getVisibleCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={cn(
                        'h-11 border-b border-line px-3 align-middle text-fg',
                        cell.column.columnDef.meta?.align === 'right' && 'text-right tabular-nums',
                      )}
                    >
                      <Cell template={cell.column.columnDef.cell} context={cell.getContext()} />
                    </td>
                  ))}
                </tr>
                {expanded && expanded.key !== null && String(expanded.key) === row.id && (
                  <tr>
                    <td colSpan={columnCount} className="border-b border-line bg-surface-0/60 px-4 py-3">
                      {expanded.render(row.original)}
                    </td>
                  </tr>
                )}
                </Fragment>
              ))}
          </tbody>
        </table>
        {!loading && error && (
          <TableMessage icon={TriangleAlert} title={t('table.errorTitle')} body={error} />
        )}
        {!loading && !error && rows.length === 0 && <TableMessage {...empty} />}
      </div>
      {paging && <Pager {...paging} />}
    </div>
  );
}

/**
 * One cell's content. The screens build their columns on each render, so a cell function is new every time: handed
 * to React as a component (what `flexRender` does) it would remount the cell, and a button in it would lose the
 * focus when clicked (a row's expand toggle). Called from this stable component, the cell keeps its elements.
 */
function Cell<T>({ template, context }: { template: ColumnDefTemplate<CellContext<T, unknown>> | undefined; context: CellContext<T, unknown> }) {
  if (typeof template === 'function') return template(context) as ReactNode;
  return flexRender(template, context);
}

/** The button at a row's start that opens it to show more under it (`expanded`), and closes it again. */
export function RowToggle({ shown, label, onToggle }: { shown: boolean; label: string; onToggle: () => void }) {
  const Icon = shown ? ChevronDown : ChevronRight;
  return (
    <button
      type="button"
      aria-expanded={shown}
      aria-label={label}
      onClick={onToggle}
      className="grid size-7 place-items-center rounded-sm text-fg-muted hover:bg-surface-3 hover:text-fg-strong"
    >
      <Icon aria-hidden className="size-4" />
    </button>
  );
}

function TableMessage({ icon: Icon, title, body, action }: { icon: LucideIcon; title: string; body: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center px-6 py-14 text-center">
      <span className="grid size-11 place-items-center rounded-md bg-surface-2 text-fg-muted">
        <Icon aria-hidden className="size-5" strokeWidth={1.75} />
      </span>
      <p className="mt-4 text-sm font-semibold text-fg-strong">{title}</p>
      <p className="mt-1 max-w-sm text-sm text-fg-muted">{body}</p>
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

function Pager({ page, pageSize, total, onPage, onPageSize }: Paging) {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  return (
    <nav aria-label={t('table.pager')} className="flex items-center justify-between gap-3 border-t border-line px-3 py-2">
      <p className="text-xs text-fg-muted tabular-nums">{t('table.range', { from, to, total })}</p>
      <div className="flex items-center gap-3">
        {onPageSize && (
          <label className="flex items-center gap-2 text-xs text-fg-muted">
            {t('table.pageSize')}
            <select
              value={pageSize}
              onChange={(event) => onPageSize(Number(event.target.value))}
              className="h-7 rounded-sm bg-surface-2 px-1.5 text-xs text-fg-strong ring-1 ring-line"
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        )}
        <span className="text-xs text-fg-muted tabular-nums">{t('table.page', { page: page + 1, pages })}</span>
        <div className="flex gap-1">
          <IconButton className="bg-surface-2" aria-label={t('table.previous')} disabled={page === 0} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden className="size-4" />
          </IconButton>
          <IconButton className="bg-surface-2" aria-label={t('table.next')} disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
            <ChevronRight aria-hidden className="size-4" />
          </IconButton>
        </div>
      </div>
    </nav>
  );
}
