import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription } from '@/components/ui/dialog';
import { Field } from '@/components/ui/form/field';
import { Textarea } from '@/components/ui/input';
import { showServerErrors } from '@/lib/forms/server-errors';

const schema = z.object({ reason: z.string().trim().min(3, 'short').max(500, 'long') });
type ReasonForm = z.infer<typeof schema>;

/**
 * Confirms an action that needs a written reason (block a player, reject a withdrawal, close a request):
 * the reason goes to the server and into the audit log. `optional` allows an empty text.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  confirm,
  destructive = false,
  optional = false,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  label: string;
  confirm: string;
  destructive?: boolean;
  optional?: boolean;
  /** Resolves when done (the dialog closes); throws an ApiError to show it. */
  onConfirm: (reason: string) => Promise<unknown>;
  /** More under the description (the player's context beside a withdrawal). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const form = useForm<ReasonForm>({
    resolver: zodResolver(optional ? z.object({ reason: z.string().trim().max(500, 'long') }) : schema),
    defaultValues: { reason: '' },
  });
  useEffect(() => {
    if (open) form.reset({ reason: '' });
  }, [open, form]);

  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await onConfirm(reason.trim());
      onOpenChange(false);
    } catch (error) {
      showServerErrors(error, form.setError, { reason: 'reason', resolution: 'reason', overrideReason: 'reason' });
    }
  });
  const error = form.formState.errors.reason?.message;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} closeLabel={t('dialog.close')} className={children ? 'sm:w-[min(44rem,calc(100vw-2rem))]' : undefined}>
        <DialogDescription className="text-sm text-fg-muted">{description}</DialogDescription>
        {children && <div className="mt-4">{children}</div>}
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-4">
          <Field label={label} error={error === 'short' ? t('form.reasonShort') : error === 'long' ? t('form.reasonLong') : error}>
            {(control) => <Textarea {...control} {...form.register('reason')} rows={3} className="min-h-20 text-sm" autoFocus />}
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              {t('dialog.cancel')}
            </Button>
            <Button
              type="submit"
              loading={form.formState.isSubmitting}
              className={destructive ? 'bg-danger text-surface-0 shadow-none hover:bg-danger hover:brightness-110' : undefined}
            >
              {confirm}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
