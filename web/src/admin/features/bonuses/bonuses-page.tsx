import { BadgePercent, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/admin/components/icon-button';
import { Badge } from '@/admin/components/page';
import { type ResourceConfig, ResourceEditor } from '@/admin/components/resource-editor';
import { GrantsDialog } from '@/admin/features/bonuses/grants-dialog';
import { fromLocalInput, numberOrNull, toLocalInput } from '@/admin/lib/form-values';
import type { AdminBonus } from '@/admin/lib/api-types';
import { money } from '@/admin/lib/format';
import { apiClient, unwrap } from '@/lib/api/client';

interface BonusForm {
  kind: string;
  titleTr: string;
  titleEn: string;
  descriptionTr: string;
  descriptionEn: string;
  amount: string;
  percent: string;
  maxAmount: string;
  minDeposit: string;
  code: string;
  wagering: string;
  validityDays: string;
  maxConversion: string;
  newPlayersOnly: boolean;
  oncePerPlayer: boolean;
  active: boolean;
  startsAt: string;
  endsAt: string;
}

type BonusKind = NonNullable<AdminBonus['kind']>;
const KINDS: BonusKind[] = ['free', 'deposit_match', 'trial'];
const text = (value: number | null | undefined) => (value == null ? '' : String(value));

/** Bonus definitions (admin only): free amounts, deposit matches, codes, wagering and validity; and who claimed each. */
export default function BonusesPage() {
  const { t } = useTranslation('admin');
  const [claims, setClaims] = useState<{ id: number; name: string } | null>(null);
  const body = (values: BonusForm, row: AdminBonus | null) => ({
    kind: values.kind as BonusKind,
    titleTr: values.titleTr,
    titleEn: values.titleEn,
    descriptionTr: values.descriptionTr,
    descriptionEn: values.descriptionEn,
    amount: numberOrNull(values.amount),
    percent: numberOrNull(values.percent),
    maxAmount: numberOrNull(values.maxAmount),
    minDeposit: numberOrNull(values.minDeposit),
    code: values.code || null,
    wagering: numberOrNull(values.wagering),
    validityDays: numberOrNull(values.validityDays),
    maxConversion: numberOrNull(values.maxConversion),
    newPlayersOnly: values.newPlayersOnly,
    oncePerPlayer: values.oncePerPlayer,
    active: values.active,
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
    weights: row?.weights ?? null,
  });
  const config: ResourceConfig<AdminBonus, BonusForm> = {
    key: 'bonuses',
    title: t('nav.bonuses'),
    description: t('bonuses.description'),
    icon: BadgePercent,
    empty: { title: t('content.emptyTitle'), body: t('content.emptyBody') },
    columns: [
      { id: 'title', header: t('content.title'), cell: (info) => <span className="font-medium text-fg-strong">{info.row.original.titleTr}</span> },
      { id: 'kind', header: t('bonuses.kind'), cell: (info) => <Badge tone="info">{info.row.original.kind}</Badge> },
      { id: 'code', header: t('bonuses.code'), cell: (info) => <span className="font-mono text-xs">{info.row.original.code ?? '—'}</span> },
      {
        id: 'value',
        header: t('bonuses.value'),
        meta: { align: 'right' },
        cell: (info) => (info.row.original.percent != null ? `%${info.row.original.percent}` : info.row.original.amount != null ? money(info.row.original.amount) : '—'),
      },
      { id: 'wagering', header: t('bonuses.wagering'), meta: { align: 'right' }, cell: (info) => `${info.row.original.wagering}×` },
      { id: 'validity', header: t('bonuses.validityDays'), meta: { align: 'right' }, cell: (info) => info.row.original.validityDays },
      { id: 'active', header: t('content.status'), cell: (info) => (info.row.original.active ? <Badge tone="money">{t('content.on')}</Badge> : <Badge>{t('content.off')}</Badge>) },
    ],
    rowKey: (row) => row.id,
    rowName: (row) => row.titleTr,
    rowActions: (row) => (
      <IconButton aria-label={t('grants.showOne', { name: row.titleTr })} title={t('grants.show')} onClick={() => setClaims({ id: row.id, name: row.titleTr })}>
        <Users aria-hidden className="size-4" />
      </IconButton>
    ),
    list: () => unwrap(apiClient.GET('/api/admin/bonuses')),
    fields: [
      { name: 'titleTr', label: t('content.titleTr') },
      { name: 'titleEn', label: t('content.titleEn') },
      { name: 'descriptionTr', label: t('content.descriptionTr'), kind: 'textarea' },
      { name: 'descriptionEn', label: t('content.descriptionEn'), kind: 'textarea' },
      { name: 'kind', label: t('bonuses.kind'), hint: KINDS.join(', '), createOnly: true },
      { name: 'code', label: t('bonuses.code') },
      { name: 'amount', label: t('bonuses.amount'), kind: 'number' },
      { name: 'percent', label: t('bonuses.percent'), kind: 'number' },
      { name: 'maxAmount', label: t('bonuses.maxAmount'), kind: 'number' },
      { name: 'minDeposit', label: t('bonuses.minDeposit'), kind: 'number' },
      { name: 'wagering', label: t('bonuses.wagering'), kind: 'number' },
      { name: 'maxConversion', label: t('bonuses.maxConversion'), kind: 'number' },
      { name: 'validityDays', label: t('bonuses.validityDays'), kind: 'number' },
      { name: 'startsAt', label: t('content.startsAt'), kind: 'datetime' },
      { name: 'endsAt', label: t('content.endsAt'), kind: 'datetime' },
      { name: 'newPlayersOnly', label: t('bonuses.newPlayersOnly'), kind: 'checkbox' },
      { name: 'oncePerPlayer', label: t('bonuses.oncePerPlayer'), kind: 'checkbox' },
      { name: 'active', label: t('content.on'), kind: 'checkbox' },
    ],
    blank: {
      kind: 'free',
      titleTr: '',
      titleEn: '',
      descriptionTr: '',
      descriptionEn: '',
      amount: '',
      percent: '',
      maxAmount: '',
      minDeposit: '',
      code: '',
      wagering: '20',
      validityDays: '7',
      maxConversion: '',
      newPlayersOnly: false,
      oncePerPlayer: true,
      active: true,
      startsAt: '',
      endsAt: '',
    },
    toForm: (row) => ({
      kind: row.kind,
      titleTr: row.titleTr,
      titleEn: row.titleEn,
      descriptionTr: row.descriptionTr,
      descriptionEn: row.descriptionEn,
      amount: text(row.amount),
      percent: text(row.percent),
      maxAmount: text(row.maxAmount),
      minDeposit: text(row.minDeposit),
      code: row.code ?? '',
      wagering: text(row.wagering),
      validityDays: text(row.validityDays),
      maxConversion: text(row.maxConversion),
      newPlayersOnly: row.newPlayersOnly,
      oncePerPlayer: row.oncePerPlayer,
      active: row.active,
      startsAt: toLocalInput(row.startsAt),
      endsAt: toLocalInput(row.endsAt),
    }),
    create: (values) => unwrap(apiClient.POST('/api/admin/bonuses', { body: body(values, null) }), { errorToast: false }),
    update: (row, values) => unwrap(apiClient.PUT('/api/admin/bonuses/{id}', { params: { path: { id: row.id } }, body: body(values, row) }), { errorToast: false }),
    remove: (row) => unwrap(apiClient.DELETE('/api/admin/bonuses/{id}', { params: { path: { id: row.id } } })),
  };
  return (
    <>
      <ResourceEditor config={config} />
      <GrantsDialog bonus={claims} onClose={() => setClaims(null)} />
    </>
  );
}
