import { CircleCheck, CircleDashed, Gamepad2, Plug, Shapes } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Badge, FilterBar } from '@/admin/components/page';
import { type FieldSpec, type ResourceConfig, ResourceEditor } from '@/admin/components/resource-editor';
import { numberOrNull } from '@/admin/lib/form-values';
import { SearchInput } from '@/admin/components/search-input';
import type { AdminCategory, AdminGame, AdminProvider } from '@/admin/lib/api-types';
import { type ListSpec, useListState } from '@/admin/lib/list-state';
import { apiClient, unwrap } from '@/lib/api/client';

type T = TFunction<'admin'>;
const write = { errorToast: false } as const;
const onOff = (t: T, on: boolean) => (on ? <Badge tone="money">{t('content.on')}</Badge> : <Badge>{t('content.off')}</Badge>);
const csv = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

interface GameForm {
  name: string;
  image: string;
  position: string;
  enabled: boolean;
  tags: string;
  categories: string;
}

function games(t: T, search: string): ResourceConfig<AdminGame, GameForm> {
  return {
    key: `games:${search}`,
    title: t('nav.games'),
    description: t('casino.gamesDescription'),
    icon: Gamepad2,
    empty: { title: t('casino.noGames'), body: t('casino.noGamesBody') },
    columns: [
      {
        id: 'name',
        header: t('casino.game'),
        cell: (info) => (
          <span className="flex items-center gap-2.5">
            <img src={info.row.original.image} alt="" className="size-8 rounded-sm object-cover" />
            <span className="flex flex-col">
              <span className="font-medium text-fg-strong">{info.row.original.name}</span>
              <span className="font-mono text-xs text-fg-muted">{info.row.original.gameCode}</span>
            </span>
          </span>
        ),
      },
      { id: 'provider', header: t('casino.provider'), cell: (info) => info.row.original.providerName },
      { id: 'lobby', header: t('casino.lobby'), cell: (info) => <Badge tone="info">{info.row.original.lobby}</Badge> },
      { id: 'tags', header: t('casino.tags'), cell: (info) => <span className="text-xs text-fg-muted">{info.row.original.tags.join(', ')}</span> },
      { id: 'rtp', header: 'RTP', meta: { align: 'right' }, cell: (info) => (info.row.original.rtp == null ? '—' : `${info.row.original.rtp}%`) },
      { id: 'position', header: t('content.position'), meta: { align: 'right' }, cell: (info) => info.row.original.position },
      { id: 'enabled', header: t('content.status'), cell: (info) => onOff(t, info.row.original.enabled) },
    ],
    rowKey: (row) => row.id,
    rowName: (row) => row.name,
    list: async () =>
      (await unwrap(apiClient.GET('/api/admin/casino/games', { params: { query: { search, take: '100' } } }))).items,
    fields: [
      { name: 'name', label: t('casino.name') },
      { name: 'image', label: t('content.image') },
      { name: 'position', label: t('content.position'), kind: 'number' },
      { name: 'enabled', label: t('content.on'), kind: 'checkbox' },
      { name: 'tags', label: t('casino.tags'), hint: t('casino.commaHint') },
      { name: 'categories', label: t('casino.categoryIds'), hint: t('casino.commaHint') },
    ],
    toForm: (row) => ({
      name: row.name,
      image: row.image,
      position: String(row.position),
      enabled: row.enabled,
      tags: row.tags.join(', '),
      categories: row.categories.join(', '),
    }),
    update: (row, values) =>
      unwrap(
        apiClient.PUT('/api/admin/casino/games/{id}', {
          params: { path: { id: row.id } },
          body: {
            name: values.name,
            image: values.image,
            position: numberOrNull(values.position),
            enabled: values.enabled,
            tags: csv(values.tags),
            categories: csv(values.categories).map(Number).filter(Number.isFinite),
          },
        }),
        write,
      ),
  };
}

interface CategoryForm {
  slug: string;
  name: { tr: string; en: string };
  slugList: string;
  imageUrl: string;
  position: string;
  enabled: boolean;
}

function categories(t: T): ResourceConfig<AdminCategory, CategoryForm> {
  const body = (values: CategoryForm) => ({
    slug: values.slug,
    name: values.name,
    slugList: csv(values.slugList),
    imageUrl: values.imageUrl,
    position: numberOrNull(values.position),
    enabled: values.enabled,
  });
  return {
    key: 'categories',
    title: t('nav.categories'),
    description: t('casino.categoriesDescription'),
    icon: Shapes,
    empty: { title: t('content.emptyTitle'), body: t('content.emptyBody') },
    columns: [
      { id: 'name', header: t('casino.name'), cell: (info) => <span className="font-medium text-fg-strong">{info.row.original.name.tr}</span> },
      { id: 'slug', header: t('content.slug'), cell: (info) => <span className="font-mono text-xs">{info.row.original.slug}</span> },
      { id: 'lobbies', header: t('casino.lobby'), cell: (info) => info.row.original.slugList.join(', ') },
      { id: 'position', header: t('content.position'), meta: { align: 'right' }, cell: (info) => info.row.original.position },
      { id: 'enabled', header: t('content.status'), cell: (info) => onOff(t, info.row.original.enabled) },
    ],
    rowKey: (row) => row.id,
    rowName: (row) => row.name.tr,
    list: () => unwrap(apiClient.GET('/api/admin/casino/categories')),
    fields: [
      { name: 'name.tr', label: t('content.titleTr') },
      { name: 'name.en', label: t('content.titleEn') },
      { name: 'slug', label: t('content.slug') },
      { name: 'slugList', label: t('casino.lobbies'), hint: t('casino.commaHint') },
      { name: 'imageUrl', label: t('content.image') },
      { name: 'position', label: t('content.position'), kind: 'number' },
      { name: 'enabled', label: t('content.on'), kind: 'checkbox' },
    ],
    blank: { slug: '', name: { tr: '', en: '' }, slugList: 'slot', imageUrl: '', position: '', enabled: true },
    toForm: (row) => ({ ...row, slugList: row.slugList.join(', '), position: String(row.position) }),
    create: (values) => unwrap(apiClient.POST('/api/admin/casino/categories', { body: body(values) }), write),
    update: (row, values) => unwrap(apiClient.PUT('/api/admin/casino/categories/{id}', { params: { path: { id: row.id } }, body: body(values) }), write),
    remove: (row) => unwrap(apiClient.DELETE('/api/admin/casino/categories/{id}', { params: { path: { id: row.id } } })),
  };
}

/** A saved setting as the form's text (numbers and flags as typed, anything else as JSON). */
function configText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

interface ProviderForm {
  enabled: boolean;
  config: Record<string, string>;
  secrets: Record<string, string>;
}

/** Providers: on/off and their settings; secrets are written, never shown back (the form says only whether one is set). */
function providers(t: T): ResourceConfig<AdminProvider, ProviderForm> {
  return {
    key: 'providers',
    title: t('nav.providers'),
    description: t('casino.providersDescription'),
    icon: Plug,
    empty: { title: t('content.emptyTitle'), body: t('content.emptyBody') },
    columns: [
      { id: 'name', header: t('casino.name'), cell: (info) => <span className="font-medium text-fg-strong">{info.row.original.name}</span> },
      { id: 'code', header: t('content.key'), cell: (info) => <span className="font-mono text-xs">{info.row.original.code}</span> },
      {
        id: 'configured',
        header: t('casino.credentials'),
        cell: (info) =>
          info.row.original.configured ? (
            <span className="flex items-center gap-1.5 text-money">
              <CircleCheck aria-hidden className="size-4" />
              {t('casino.configured')}
            </span>
          ) : (
            <span className="flex items-center gap-1.5 text-fg-muted">
              <CircleDashed aria-hidden className="size-4" />
              {t('casino.missing', { names: info.row.original.missing.join(', ') })}
            </span>
          ),
      },
      { id: 'enabled', header: t('content.status'), cell: (info) => onOff(t, info.row.original.enabled) },
    ],
    rowKey: (row) => row.id,
    rowName: (row) => row.name,
    list: () => unwrap(apiClient.GET('/api/admin/casino/providers')),
    fields: (row) => [
      { name: 'enabled', label: t('content.on'), kind: 'checkbox' },
      ...(row?.settings ?? []).map(
        (setting): FieldSpec<ProviderForm> => ({
          name: setting.secret ? `secrets.${setting.name}` : `config.${setting.name}`,
          label: `${setting.name}${setting.required ? ' *' : ''}`,
          kind: setting.secret ? 'password' : 'text',
          hint: setting.secret ? (setting.set ? t('casino.secretSet') : t('casino.secretUnset')) : undefined,
        }),
      ),
    ],
    toForm: (row) => ({
      enabled: row.enabled,
      config: Object.fromEntries(row.settings.filter((s) => !s.secret).map((s) => [s.name, configText((row.config as Record<string, unknown>)[s.name])])),
      secrets: Object.fromEntries(row.settings.filter((s) => s.secret).map((s) => [s.name, ''])),
    }),
    update: (row, values) =>
      unwrap(
        apiClient.PUT('/api/admin/casino/providers/{id}', {
          params: { path: { id: row.id } },
          body: {
            enabled: values.enabled,
            config: Object.fromEntries(Object.entries(values.config).filter(([, value]) => value.trim() !== '')) as never,
            // Only what was typed is written; an empty field leaves the saved secret as it is.
            secrets: Object.fromEntries(Object.entries(values.secrets).filter(([, value]) => value !== '')) as never,
          },
        }),
        write,
      ),
  };
}

const GAMES: ListSpec<'q'> = { filters: ['q'] };

function GamesScreen() {
  const { t } = useTranslation('admin');
  const list = useListState(GAMES);
  const config = games(t, list.filters.q);
  return (
    <ResourceEditor
      config={{
        ...config,
        toolbar: (
          <FilterBar>
            <SearchInput value={list.filters.q} onSearch={(q) => list.update({ filters: { q } })} label={t('casino.search')} placeholder={t('casino.search')} />
          </FilterBar>
        ),
      }}
    />
  );
}

/** The casino catalogue: games, categories (content and admin) and providers (admin only, by route permission). */
export default function CasinoPage({ screen }: { screen?: 'providers' }) {
  const { t } = useTranslation('admin');
  const params = useParams();
  const resource = screen ?? params.resource ?? '';
  if (resource === 'games') return <GamesScreen />;
  if (resource === 'categories') return <ResourceEditor key="categories" config={categories(t)} />;
  if (resource === 'providers') return <ResourceEditor key="providers" config={providers(t)} />;
  return null;
}
