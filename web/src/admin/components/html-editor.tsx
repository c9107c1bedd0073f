import { useDeferredValue } from 'react';
import { type Control, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ControlProps } from '@/components/ui/form/field';
import { Textarea } from '@/components/ui/input';
import { articleClass } from '@/lib/article-class';
import { cn } from '@/lib/cn';
import { sanitizeHtml } from '@/lib/sanitize-html';

/**
 * A page's HTML in one language: the source on the left, and on the right a live preview of what the site will
 * show — the same sanitizing (DOMPurify) and the same article styles as the site's pages, so what the server's own
 * sanitizing keeps on save looks as it does here.
 */
export function HtmlEditor<V extends FieldValues>({
  control,
  field,
  form,
  name,
  previewLabel,
}: {
  control: ControlProps;
  /** The form's registration of the field (react-hook-form's `register(name)`). */
  field: object;
  /** The form's control and the field's name, to follow what is typed. */
  form: Control<V>;
  name: Path<V>;
  previewLabel: string;
}) {
  const { t } = useTranslation('admin');
  const value: unknown = useWatch({ control: form, name });
  const shown = useDeferredValue(typeof value === 'string' ? value : '');
  const html = sanitizeHtml(shown);
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <Textarea {...control} {...field} rows={12} spellCheck={false} className="min-h-56 font-mono text-xs leading-5" />
      <section aria-label={previewLabel} className="flex min-h-56 flex-col overflow-hidden rounded-sm bg-surface-0 ring-1 ring-line">
        <p aria-hidden="true" className="border-b border-line bg-surface-2 px-3 py-1.5 text-xs font-medium text-fg-muted">
          {previewLabel}
        </p>
        {html.trim() ? (
          <div className={cn('max-h-80 overflow-auto px-4 py-3', articleClass)} dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p className="px-4 py-3 text-sm text-fg-muted">{t('content.previewEmpty')}</p>
        )}
      </section>
    </div>
  );
}
