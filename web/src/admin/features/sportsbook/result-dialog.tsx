import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnterResult } from '@/admin/features/sportsbook/api';
import { EMPTY_RESULT, type ResultErrors, type ResultValues, SERIES_SPORTS, resultBody } from '@/admin/features/sportsbook/result';
import type { AdminEvent } from '@/admin/lib/api-types';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription } from '@/components/ui/dialog';
import { Field } from '@/components/ui/form/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api/client';

const SERVER_FIELDS: Record<string, keyof ResultValues> = { home: 'home', away: 'away', periods: 'periods', overtimeWinner: 'overtimeWinner' };

/** Enters an event's result (mounted when opened, so it starts empty each time): football's half-time and full-time scores, the other sports' final score and periods. */
export function ResultDialog({ event, open, onOpenChange }: { event: AdminEvent; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState<ResultValues>(EMPTY_RESULT);
  const [errors, setErrors] = useState<ResultErrors>({});
  const [server, setServer] = useState<Partial<Record<keyof ResultValues, string>>>({});
  const enter = useEnterResult(event.id);

  const football = event.sport === 'football';
  const series = SERIES_SPORTS.includes(event.sport);
  const level = event.sport === 'ice-hockey' && values.home.trim() !== '' && values.home.trim() === values.away.trim();
  const set = (name: keyof ResultValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  const error = (name: keyof ResultValues) => {
    const found = errors[name];
    return found ? t(`sportsbook.errors.${found.key}`, found.values ?? {}) : server[name];
  };

  const submit = async () => {
    const checked = resultBody(event.sport, event.bestOf, values);
    setServer({});
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await enter.mutateAsync(checked.body);
      onOpenChange(false);
    } catch (cause) {
      if (cause instanceof ApiError) {
        const placed: Partial<Record<keyof ResultValues, string>> = {};
        for (const [name, messages] of Object.entries(cause.errors)) {
          const field = SERVER_FIELDS[name];
          if (field && messages[0]) placed[field] = messages[0];
        }
        setServer(Object.keys(placed).length > 0 ? placed : { home: cause.message });
      }
    }
  };

  const score = (name: keyof ResultValues, label: string) => (
    <Field label={label} error={error(name)}>
      {(control) => <Input {...control} inputMode="numeric" value={values[name]} onChange={set(name)} className="w-24 tabular-nums" />}
    </Field>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('sportsbook.resultTitle')} closeLabel={t('dialog.close')}>
        <DialogDescription className="text-sm text-fg-muted">
          {t('sportsbook.resultDescription', { event: `${event.home} – ${event.away}` })}
        </DialogDescription>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          className="mt-4 flex flex-col gap-4"
        >
          {football && (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-xs font-medium text-fg-muted">{t('sportsbook.halfTime')}</legend>
              <div className="flex gap-3">
                {score('htHome', event.home)}
                {score('htAway', event.away)}
              </div>
            </fieldset>
          )}
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-xs font-medium text-fg-muted">
              {football ? t('sportsbook.fullTime') : series ? t('sportsbook.seriesScore', { bestOf: event.bestOf }) : t('sportsbook.finalScore')}
            </legend>
            <div className="flex gap-3">
              {score('home', event.home)}
              {score('away', event.away)}
            </div>
          </fieldset>
          {!football && (
            <Field label={t('sportsbook.periods')} hint={t(series ? 'sportsbook.periodsHintSeries' : 'sportsbook.periodsHint')} error={error('periods')}>
              {(control) => <Input {...control} value={values.periods} onChange={set('periods')} placeholder={series ? '6-4 3-6 7-6' : '1-0 0-2 1-1'} className="tabular-nums" />}
            </Field>
          )}
          {level && (
            <Field label={t('sportsbook.overtimeWinner')} error={error('overtimeWinner')}>
              {(control) => (
                <select
                  {...control}
                  value={values.overtimeWinner}
                  onChange={set('overtimeWinner')}
                  className="h-10 rounded-sm bg-surface-1 px-2.5 text-sm text-fg-strong ring-1 ring-line-strong ring-inset"
                >
                  <option value="">—</option>
                  <option value="home">{event.home}</option>
                  <option value="away">{event.away}</option>
                </select>
              )}
            </Field>
          )}
          <p className="text-xs text-fg-muted">{t('sportsbook.resultWarning')}</p>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={enter.isPending}>
              {t('sportsbook.resultConfirm')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
