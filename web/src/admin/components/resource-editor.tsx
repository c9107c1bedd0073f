import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { type LucideIcon, Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { type FieldValues, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/admin/components/confirm-dialog';
import { DataTable } from '@/admin/components/data-table';
import { HtmlEditor } from '@/admin/components/html-editor';
import { IconButton } from '@/admin/components/icon-button';
import { Page } from '@/admin/components/page';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/form/field';
import { Input, Textarea } from '@/components/ui/input';
import { showServerErrors } from '@/lib/forms/server-errors';
import { notify } from '@/lib/toast';

/** One field of a resource's form: its name in the form's values (dots for nested: `title.tr`) and its control. */
export interface FieldSpec<V extends FieldValues> {
  name: Path<V>;
  label: string;
  kind?: 'text' | 'textarea' | 'number' | 'checkbox' | 'datetime' | 'password' | 'html';
  hint?: string;
  /** An `html` field's preview title ("Preview · Turkish"). */
  preview?: string;
  /** Spans both columns (long texts). */
  wide?: boolean;
  /** Shown only when creating (a key that cannot change). */
  createOnly?: boolean;
}

export interface ResourceConfig<T, V extends FieldValues> {
  /** Query key and test id. */
  key: string;
  title: string;
  description: string;
  icon: LucideIcon;
  empty: { title: string; body: string };
  columns: ColumnDef<T, never>[];
  rowKey: (row: T) => string | number;
  /** The row's name in the edit button's accessible name ("Edit Popular"). */
  rowName: (row: T) => string;
  /** More buttons for a row, before Edit (a bonus's claims). */
  rowActions?: (row: T) => ReactNode;
  /** Why the signed-in operator may not change or delete the row (Edit and Delete are disabled), or null. */
  locked?: (row: T) => string | null;
  list: () => Promise<T[]>;
  /** The form's fields, or a function of the row (a provider's own settings). */
  fields: FieldSpec<V>[] | ((row: T | null) => FieldSpec<V>[]);
  /** The form's values for a new item, and for an existing one. */
  blank?: V;
  toForm: (row: T) => V;
  create?: (values: V) => Promise<unknown>;
  update: (row: T, values: V) => Promise<unknown>;
  remove?: (row: T) => Promise<unknown>;
  /** Server field names → the form's (identity by default for the fields listed). */
  serverFields?: Record<string, Path<V>>;
  /** More above the table (filters). */
  toolbar?: ReactNode;
  /**
   * After a save the dialog stays open on what the server kept (`create` and `update` then resolve with the saved
   * row): a page's HTML as the server sanitized it. Otherwise the dialog closes.
   */
  showSaved?: boolean;
}

/**
 * A resource of the admin API as a list with an edit dialog per row (and New, and Delete when the API offers it):
 * the content and catalogue screens. Every write goes through the audited admin API; its refusals land on the form.
 */
export function ResourceEditor<T, V extends FieldValues>({ config }: { config: ResourceConfig<T, V> }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const queryKey = ['admin', 'resource', config.key];
  const items = useQuery({ queryKey, queryFn: config.list });
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const remove = useMutation({
    mutationFn: (row: T) => (config.remove ? config.remove(row) : Promise.resolve()),
    onSuccess: () => notify.success(t('resource.deleted')),
    onSettled: refresh,
  });

  const actions: ColumnDef<T, never> = {
    id: 'actions',
    header: () => <span className="sr-only">{t('payments.actions')}</span>,
    meta: { align: 'right' },
    cell: (info) => {
      const lock = config.locked?.(info.row.original) ?? null;
      return (
        <span className="flex justify-end gap-1">
          {config.rowActions?.(info.row.original)}
          <IconButton
            aria-label={t('resource.editOne', { name: config.rowName(info.row.original) })}
            title={lock ?? t('resource.edit')}
            disabled={lock !== null}
            onClick={() => setEditing({ row: info.row.original })}
          >
            <Pencil aria-hidden className="size-4" />
          </IconButton>
          {config.remove && (
            <IconButton
              tone="danger"
              aria-label={t('resource.deleteOne', { name: config.rowName(info.row.original) })}
              title={lock ?? t('resource.delete')}
              disabled={lock !== null}
              onClick={() => setDeleting(info.row.original)}
            >
              <Trash2 aria-hidden className="size-4" />
            </IconButton>
          )}
        </span>
      );
    },
  };

  return (
    <Page
      title={config.title}
      description={config.description}
      actions={
        config.create && config.blank ? (
          <Button onClick={() => setEditing({ row: null })}>
            <Plus aria-hidden className="size-4" />
            {t('resource.new')}
          </Button>
        ) : undefined
      }
    >
      {config.toolbar}
      <DataTable
        label={config.title}
        columns={[...config.columns, actions]}
        data={items.data}
        loading={items.isPending}
        error={items.error?.message}
        rowKey={config.rowKey}
        empty={{ icon: config.icon, ...config.empty }}
      />
      {editing && (
        <EditDialog
          config={config}
          row={editing.row}
          onClose={() => setEditing(null)}
          onSaved={(keepOpen) => {
            notify.success(t('resource.saved'));
            if (!keepOpen) setEditing(null);
            void refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('resource.deleteTitle', { name: deleting ? config.rowName(deleting) : '' })}
        description={t('resource.deleteBody')}
        confirm={t('resource.delete')}
        destructive
        onConfirm={() => (deleting ? remove.mutateAsync(deleting) : Promise.resolve())}
      />
    </Page>
  );
}

function EditDialog<T, V extends FieldValues>({
  config,
  row,
  onClose,
  onSaved,
}: {
  config: ResourceConfig<T, V>;
  row: T | null;
  onClose: () => void;
  /** `keepOpen`: the dialog now shows what the server kept. */
  onSaved: (keepOpen: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const [current, setCurrent] = useState(row);
  const [savedShown, setSavedShown] = useState(false);
  const form = useForm<V>({ defaultValues: (row ? config.toForm(row) : config.blank) as never });
  const fields = typeof config.fields === 'function' ? config.fields(row) : config.fields;
  const serverFields = config.serverFields ?? Object.fromEntries(fields.map((field) => [field.name, field.name]));
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = current ? await config.update(current, values) : await config.create?.(values);
      if (config.showSaved && saved) {
        // `showSaved` promises the saved row back (see ResourceConfig).
        const kept = saved as T;
        setCurrent(kept);
        form.reset(config.toForm(kept));
        setSavedShown(true);
      }
      onSaved(Boolean(config.showSaved && saved));
    } catch (error) {
      showServerErrors(error, form.setError, serverFields);
    }
  });
  const errorOf = (name: string): string | undefined => {
    let node: unknown = form.formState.errors;
    for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return (node as { message?: string } | undefined)?.message;
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={row ? t('resource.editTitle', { name: config.rowName(row) }) : t('resource.newTitle', { title: config.title })}
        closeLabel={t('dialog.close')}
        className={fields.some((field) => field.kind === 'html') ? 'sm:w-[min(72rem,calc(100vw-2rem))]' : 'sm:w-[min(44rem,calc(100vw-2rem))]'}
      >
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          onChange={() => setSavedShown(false)}
          className="flex flex-col gap-4 pt-1"
        >
          {savedShown && (
            <p role="status" className="rounded-sm bg-money-soft px-3 py-2 text-sm text-fg-strong">
              {t('resource.savedShown')}
            </p>
          )}
          <div className="grid grid-cols-2 gap-4">
            {fields
              .filter((field) => !(field.createOnly && row))
              .map((field) =>
                field.kind === 'checkbox' ? (
                  <label key={field.name} className="flex items-center gap-2 self-end pb-2 text-sm text-fg-strong">
                    <input type="checkbox" {...form.register(field.name)} className="size-4 accent-(--color-accent)" />
                    {field.label}
                  </label>
                ) : (
                  <Field key={field.name} label={field.label} hint={field.hint} error={errorOf(field.name)} className={field.wide ? 'col-span-2' : undefined}>
                    {(control) =>
                      field.kind === 'html' ? (
                        <HtmlEditor
                          control={control}
                          field={form.register(field.name)}
                          form={form.control}
                          name={field.name}
                          previewLabel={field.preview ?? field.label}
                        />
                      ) : field.kind === 'textarea' ? (
                        <Textarea {...control} {...form.register(field.name)} rows={4} className="min-h-24 font-mono text-xs" />
                      ) : (
                        <Input
                          {...control}
                          {...form.register(field.name)}
                          type={field.kind === 'number' ? 'number' : field.kind === 'datetime' ? 'datetime-local' : field.kind === 'password' ? 'password' : 'text'}
                          autoComplete={field.kind === 'password' ? 'new-password' : 'off'}
                          step={field.kind === 'number' ? 'any' : undefined}
                          className="h-10 text-sm [color-scheme:dark]"
                        />
                      )
                    }
                  </Field>
                ),
              )}
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={onClose}>
              {savedShown ? t('dialog.close') : t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('dialog.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
