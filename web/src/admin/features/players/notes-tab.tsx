import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { NotebookPen } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notesQuery, useAddNote } from '@/admin/features/players/api';
import { dateTime } from '@/admin/lib/format';
import { UNFILTERED, useListState } from '@/admin/lib/list-state';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/form/field';
import { Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { showServerErrors } from '@/lib/forms/server-errors';

const schema = z.object({ text: z.string().trim().min(1, 'required').max(2000, 'long') });
type NoteForm = z.infer<typeof schema>;

/** Internal notes on a player (only operators read them): the newest first, and a form to add one (audited). */
export function NotesTab({ playerId }: { playerId: string }) {
  const { t } = useTranslation('admin');
  const list = useListState(UNFILTERED);
  const notes = useQuery(notesQuery(playerId, list.skip, list.take));
  const add = useAddNote(playerId);
  const form = useForm<NoteForm>({ resolver: zodResolver(schema), defaultValues: { text: '' } });
  const submit = form.handleSubmit(async ({ text }) => {
    try {
      await add.mutateAsync(text.trim());
      form.reset({ text: '' });
    } catch (error) {
      showServerErrors(error, form.setError, { text: 'text' });
    }
  });
  const error = form.formState.errors.text?.message;

  return (
    <div className="grid gap-4 xl:grid-cols-[1fr_2fr]">
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 self-start rounded-md bg-surface-1 p-4 ring-1 ring-line">
        <Field
          label={t('notes.new')}
          hint={t('notes.hint')}
          error={error === 'required' ? t('form.required') : error === 'long' ? t('form.tooLong', { max: 2000 }) : error}
        >
          {(control) => <Textarea {...control} {...form.register('text')} rows={4} className="min-h-24 text-sm" />}
        </Field>
        <Button type="submit" size="sm" className="self-end" loading={form.formState.isSubmitting}>
          {t('notes.add')}
        </Button>
      </form>
      <section aria-label={t('player.notesTab')} className="rounded-md bg-surface-1 ring-1 ring-line">
        {notes.isPending ? (
          <div className="flex flex-col gap-3 p-4">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : notes.isError ? (
          <EmptyState icon={NotebookPen} title={t('table.errorTitle')} body={notes.error.message} />
        ) : notes.data.items.length === 0 ? (
          <EmptyState icon={NotebookPen} title={t('notes.emptyTitle')} body={t('notes.emptyBody')} />
        ) : (
          <ol className="divide-y divide-line">
            {notes.data.items.map((note) => (
              <li key={note.id} className="px-4 py-3">
                <p className="text-xs text-fg-muted tabular-nums">
                  <span className="font-medium text-fg-strong">{note.operator}</span> · {dateTime(note.createdAt)}
                </p>
                <p className="mt-1 text-sm whitespace-pre-line text-fg">{note.text}</p>
              </li>
            ))}
          </ol>
        )}
        {notes.data && notes.data.total > notes.data.items.length && (
          <p className="border-t border-line px-4 py-2 text-xs text-fg-muted">{t('notes.more', { shown: notes.data.items.length, total: notes.data.total })}</p>
        )}
      </section>
    </div>
  );
}
