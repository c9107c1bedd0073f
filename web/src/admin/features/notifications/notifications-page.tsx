import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { BellOff, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateCell } from '@/admin/components/date-cell';
import { ListTable } from '@/admin/components/list-table';
import { Badge, Page } from '@/admin/components/page';
import type { SentItem } from '@/admin/lib/api-types';
import { UNFILTERED, useListState } from '@/admin/lib/list-state';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription } from '@/components/ui/dialog';
import { Field } from '@/components/ui/form/field';
import { Input, Textarea } from '@/components/ui/input';
import { apiClient, unwrap } from '@/lib/api/client';
import { showServerErrors } from '@/lib/forms/server-errors';
import { useLanguage } from '@/lib/i18n';

const column = createColumnHelper<SentItem>();
/** Notification types: Deposit 1, Withdraw 2, Jackpot 3, Bonus 4, System 5. */
const TYPES = [5, 4, 3, 1, 2] as const;

/** Messages to players: what was sent (newest first), and a form to send one to a player or to everyone. */
export default function NotificationsPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const list = useListState(UNFILTERED);
  const [sending, setSending] = useState(false);
  const sent = useQuery({
    queryKey: ['admin', 'notifications', list.skip, list.take],
    queryFn: ({ signal }) =>
      unwrap(apiClient.GET('/api/admin/notifications', { params: { query: { skip: String(list.skip), take: String(list.take) } }, signal })),
    placeholderData: keepPreviousData,
  });

  const columns = [
    column.accessor('createdAt', { header: t('notifications.sentAt'), cell: (info) => <DateCell at={info.getValue()} /> }),
    column.accessor('username', {
      header: t('notifications.to'),
      cell: (info) => (info.getValue() ? <span className="text-fg-strong">{info.getValue()}</span> : <Badge tone="accent">{t('notifications.everyone')}</Badge>),
    }),
    column.accessor('type', { header: t('notifications.type'), cell: (info) => <Badge>{t(`notifications.types.${info.getValue() as 5}`, { defaultValue: String(info.getValue()) })}</Badge> }),
    column.accessor('title', {
      header: t('notifications.titleLabel'),
      cell: (info) => (
        <span className="flex max-w-lg flex-col">
          <span className="font-medium text-fg-strong">{info.getValue()[language]}</span>
          <span className="truncate text-xs text-fg-muted">{info.row.original.note[language]}</span>
        </span>
      ),
    }),
    column.accessor('reads', { header: t('notifications.reads'), meta: { align: 'right' } }),
    column.accessor('sentBy', { header: t('notifications.sentBy'), cell: (info) => info.getValue() ?? '—' }),
  ];

  return (
    <Page
      title={t('notifications.title')}
      description={t('notifications.description')}
      actions={
        <Button onClick={() => setSending(true)}>
          <Send aria-hidden className="size-4" />
          {t('notifications.send')}
        </Button>
      }
    >
      <ListTable
        list={list}
        query={sent}
        pageSizes
        label={t('notifications.title')}
        columns={columns}
        rowKey={(row) => row.id}
        empty={{ icon: BellOff, title: t('notifications.emptyTitle'), body: t('notifications.emptyBody') }}
      />
      <SendDialog open={sending} onOpenChange={setSending} />
    </Page>
  );
}

const text = (max: number) => z.string().trim().min(1, 'required').max(max, 'long');
const schema = z
  .object({
    audience: z.enum(['player', 'all']),
    username: z.string().trim(),
    type: z.string(),
    titleTr: text(120),
    titleEn: text(120),
    noteTr: text(2000),
    noteEn: text(2000),
  })
  .refine((form) => form.audience === 'all' || form.username.length > 0, { path: ['username'], message: 'required' });
type SendForm = z.infer<typeof schema>;

function SendDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const form = useForm<SendForm>({
    resolver: zodResolver(schema),
    defaultValues: { audience: 'player', username: '', type: '5', titleTr: '', titleEn: '', noteTr: '', noteEn: '' },
  });
  const audience = useWatch({ control: form.control, name: 'audience' });
  const errors = form.formState.errors;
  const message = (error: { message?: string } | undefined) =>
    error?.message === 'required' ? t('form.required') : error?.message === 'long' ? t('form.tooLong') : error?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      await unwrap(
        apiClient.POST('/api/admin/notifications', {
          body: {
            all: values.audience === 'all' ? true : null,
            username: values.audience === 'all' ? null : values.username,
            usernames: null,
            type: Number(values.type),
            title: { tr: values.titleTr, en: values.titleEn },
            note: { tr: values.noteTr, en: values.noteEn },
          },
        }),
        { errorToast: false, successToast: true },
      );
      await queryClient.invalidateQueries({ queryKey: ['admin', 'notifications'] });
      form.reset();
      onOpenChange(false);
    } catch (error) {
      showServerErrors(error, form.setError, {
        username: 'username',
        usernames: 'username',
        'title.tr': 'titleTr',
        'title.en': 'titleEn',
        'note.tr': 'noteTr',
        'note.en': 'noteEn',
        title: 'titleTr',
        note: 'noteTr',
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('notifications.send')} closeLabel={t('dialog.close')} className="sm:w-[min(40rem,calc(100vw-2rem))]">
        <DialogDescription className="text-sm text-fg-muted">{t('notifications.sendBody')}</DialogDescription>
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-4">
          <fieldset className="flex gap-4">
            <legend className="mb-1.5 text-sm font-medium text-fg">{t('notifications.to')}</legend>
            {(['player', 'all'] as const).map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm text-fg-strong">
                <input type="radio" value={value} {...form.register('audience')} className="accent-(--color-accent)" />
                {value === 'all' ? t('notifications.everyone') : t('notifications.onePlayer')}
              </label>
            ))}
          </fieldset>
          <div className="grid grid-cols-2 gap-4">
            {audience === 'player' ? (
              <Field label={t('players.username')} error={message(errors.username)}>
                {(control) => <Input {...control} {...form.register('username')} className="h-10 text-sm" />}
              </Field>
            ) : (
              <p className="self-end rounded-sm bg-accent-soft px-3 py-2.5 text-sm text-fg-strong">{t('notifications.everyoneWarning')}</p>
            )}
            <Field label={t('notifications.type')}>
              {(control) => (
                <select {...control} {...form.register('type')} className="h-10 rounded-sm bg-surface-0 px-3 text-sm text-fg-strong ring-1 ring-line-strong ring-inset">
                  {TYPES.map((type) => (
                    <option key={type} value={String(type)}>
                      {t(`notifications.types.${type}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <div className="grid grid-cols-2 gap-4">
            <Field label={t('notifications.titleTr')} error={message(errors.titleTr)}>
              {(control) => <Input {...control} {...form.register('titleTr')} className="h-10 text-sm" />}
            </Field>
            <Field label={t('notifications.titleEn')} error={message(errors.titleEn)}>
              {(control) => <Input {...control} {...form.register('titleEn')} className="h-10 text-sm" />}
            </Field>
            <Field label={t('notifications.noteTr')} error={message(errors.noteTr)}>
              {(control) => <Textarea {...control} {...form.register('noteTr')} rows={3} className="min-h-20 text-sm" />}
            </Field>
            <Field label={t('notifications.noteEn')} error={message(errors.noteEn)}>
              {(control) => <Textarea {...control} {...form.register('noteEn')} rows={3} className="min-h-20 text-sm" />}
            </Field>
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              <Send aria-hidden className="size-4" />
              {t('notifications.sendNow')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
