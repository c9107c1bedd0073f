import type { ColumnDef } from '@tanstack/react-table';
import { FileText, Images, Languages, Megaphone, PanelTop, Settings2 } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DateCell } from '@/admin/components/date-cell';
import { Badge } from '@/admin/components/page';
import { type ResourceConfig, ResourceEditor } from '@/admin/components/resource-editor';
import { fromLocalInput, lines, numberOrNull, toLocalInput, unlines } from '@/admin/lib/form-values';
import type { AdminPage, AdminPopup, AdminPromotion, AdminSiteOption, AdminSlide, AdminTranslation } from '@/admin/lib/api-types';
import { apiClient, unwrap } from '@/lib/api/client';

type T = TFunction<'admin'>;
const write = { errorToast: false } as const;

function status<R extends { status: boolean }>(t: T): ColumnDef<R, never> {
  return {
    id: 'status',
    header: t('content.status'),
    cell: (info) => (info.row.original.status ? <Badge tone="money">{t('content.on')}</Badge> : <Badge>{t('content.off')}</Badge>),
  };
}

const mono = (value: string) => <span className="font-mono text-xs whitespace-nowrap">{value}</span>;

interface SlideForm {
  slug: string;
  url: string;
  target: string;
  position: string;
  status: boolean;
  images: { tr: string; en: string };
}

function sliders(t: T): ResourceConfig<AdminSlide, SlideForm> {
  const body = (values: SlideForm) => ({
    slug: values.slug,
    url: values.url,
    target: values.target,
    position: numberOrNull(values.position),
    status: values.status,
    images: { tr: unlines(values.images.tr), en: unlines(values.images.en) },
  });
  return {
    key: 'sliders',
    title: t('nav.sliders'),
    description: t('content.slidersDescription'),
    icon: Images,
    empty: { title: t('content.emptyTitle'), body: t('content.emptyBody') },
    columns: [
      { id: 'preview', header: t('content.image'), cell: (info) => <img src={info.row.original.images.tr[0] ?? ''} alt="" className="h-9 w-18 rounded-sm object-cover" /> },
      { id: 'slug', header: t('content.place'), cell: (info) => <Badge tone="info">{info.row.original.slug}</Badge> },
      { id: 'url', header: t('content.link'), cell: (info) => mono(info.row.original.url) },
      { id: 'position', header: t('content.position'), meta: { align: 'right' }, cell: (info) => info.row.original.position },
      status(t),
      { id: 'updatedAt', header: t('content.updatedAt'), cell: (info) => <DateCell at={info.row.original.updatedAt} /> },
    ],
    rowKey: (row) => row.id,
    rowName: (row) => `${row.slug} #${row.id}`,
    list: () => unwrap(apiClient.GET('/api/admin/cms/sliders')),
    fields: [
      { name: 'slug', label: t('content.place'), hint: t('content.placeHint') },
      { name: 'url', label: t('content.link') },
      { name: 'target', label: t('content.target'), hint: '_self / _blank' },
      { name: 'position', label: t('content.position'), kind: 'number' },
      { name: 'images.tr', label: t('content.imagesTr'), kind: 'textarea', hint: t('content.imagesHint') },
      { name: 'images.en', label: t('content.imagesEn'), kind: 'textarea', hint: t('content.imagesHint') },
      { name: 'status', label: t('content.visible'), kind: 'checkbox' },
    ],
    blank: { slug: 'home', url: '', target: '_self', position: '', status: true, images: { tr: '', en: '' } },
    toForm: (row) => ({ ...row, position: String(row.position), images: { tr: lines(row.images.tr), en: lines(row.images.en) } }),
    create: (values) => unwrap(apiClient.POST('/api/admin/cms/sliders', { body: body(values) }), write),
    update: (row, values) => unwrap(apiClient.PUT('/api/admin/cms/sliders/{id}', { params: { path: { id: row.id } }, body: body(values) }), write),
    remove: (row) => unwrap(apiClient.DELETE('/api/admin/cms/sliders/{id}', { params: { path: { id: row.id } } })),
  };
}

interface PageForm {
  categoryId: string;
  slug: string;
  position: string;
  status: boolean;
  title: { tr: string; en: string };
  html: { tr: string; en: string };
}

function pages(t: T): ResourceConfig<AdminPage, PageForm> {
  const body = (values: PageForm) => ({
    categoryId: numberOrNull(values.categoryId),
    slug: values.slug || null,
    position: numberOrNull(values.position),
    status: values.status,
    title: values.title,
    html: values.html,
  });
  return {
    key: 'pages',
    title: t('nav.pages'),
    description: t('content.pagesDescription'),
    icon: FileText,
    empty: { title: t('content.emptyTitle'), body: t('content.emptyBody') },
    columns: [
      { id: 'title', header: t('content.title'), cell: (info) => <span className="font-medium text-fg-strong">{info.row.original.title.tr}</span> },
      { id: 'slug', header: t('content.slug'), cell: (info) => mono(info.row.original.slug ?? '—') },
      { id: 'category', header: t('content.category'), meta: { align: 'right' }, cell: (info) => info.row.original.categoryId },
      { id: 'position', header: t('content.position'), meta: { align: 'right' }, cell: (info) => info.row.original.position },
      status(t),
      { id: 'updatedAt', header: t('content.updatedAt'), cell: (info) => <DateCell at={info.row.original.updatedAt} /> },
    ],
    rowKey: (row) => row.id,
    rowName: (row) => row.title.tr,
    list: () => unwrap(apiClient.GET('/api/admin/cms/pages')),
    fields: [
      { name: 'title.tr', label: t('content.titleTr') },
      { name: 'title.en', label: t('content.titleEn') },
      { name: 'slug', label: t('content.slug') },
      { name: 'categoryId', label: t('content.category'), kind: 'number' },
      { name: 'position', label: t('content.position'), kind: 'number' },
      { name: 'status', label: t('content.visible'), kind: 'checkbox' },
      { name: 'html.tr', label: t('content.htmlTr'), kind: 'html', wide: true, hint: t('content.htmlHint'), preview: t('content.previewTr') },
      { name: 'html.en', label: t('content.htmlEn'), kind: 'html', wide: true, preview: t('content.previewEn') },
    ],
    showSaved: true,
    blank: { categoryId: '1', slug: '', position: '', status: true, title: { tr: '', en: '' }, html: { tr: '', en: '' } },
    toForm: (row) => ({ ...row, categoryId: String(row.categoryId), slug: row.slug ?? '', position: String(row.position) }),
    create: (values) => unwrap(apiClient.POST('/api/admin/cms/pages', { body: body(values) }), write),
    update: (row, values) => unwrap(apiClient.PUT('/api/admin/cms/pages/{id}', { params: { path: { id: row.id } }, body: body(values) }), write),
    remove: (row) => unwrap(apiClient.DELETE('/api/admin/cms/pages/{id}', { params: { path: { id: row.id } } })),
  };
}

interface PopupForm {
  url: string;
  target: string;
  status: boolean;
  title: { tr: string; en: string };
  description: { tr: string; en: string };
  images: { tr: string; en: string };
  startsAt: string;
  endsAt: string;
}

function popups(t: T): ResourceConfig<AdminPopup, PopupForm> {
  const body = (values: PopupForm) => ({
    url: values.url,
    target: values.target,
    status: values.status,
    title: values.title,
    description: values.description,
    images: { tr: unlines(values.images.tr), en: unlines(values.images.en) },
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
  });
  return {
    key: 'popups',
    title: t('nav.popups'),
    description: t('content.popupsDescription'),
    icon: PanelTop,
    empty: { title: t('content.emptyTitle'), body: t('content.emptyBody') },
    columns: [
      { id: 'title', header: t('content.title'), cell: (info) => <span className="font-medium text-fg-strong">{info.row.original.title.tr}</span> },
      { id: 'url', header: t('content.link'), cell: (info) => mono(info.row.original.url) },
      { id: 'startsAt', header: t('content.startsAt'), cell: (info) => <DateCell at={info.row.original.startsAt} /> },
      { id: 'endsAt', header: t('content.endsAt'), cell: (info) => <DateCell at={info.row.original.endsAt} /> },
      status(t),
    ],
    rowKey: (row) => row.id,
    rowName: (row) => row.title.tr,
    list: () => unwrap(apiClient.GET('/api/admin/cms/popups')),
    fields: [
      { name: 'title.tr', label: t('content.titleTr') },
      { name: 'title.en', label: t('content.titleEn') },
      { name: 'description.tr', label: t('content.descriptionTr'), kind: 'textarea' },
      { name: 'description.en', label: t('content.descriptionEn'), kind: 'textarea' },
      { name: 'url', label: t('content.link') },
      { name: 'target', label: t('content.target'), hint: '_self / _blank' },
      { name: 'startsAt', label: t('content.startsAt'), kind: 'datetime' },
      { name: 'endsAt', label: t('content.endsAt'), kind: 'datetime' },
      { name: 'images.tr', label: t('content.imagesTr'), kind: 'textarea' },
      { name: 'images.en', label: t('content.imagesEn'), kind: 'textarea' },
      { name: 'status', label: t('content.visible'), kind: 'checkbox' },
    ],
    blank: { url: '', target: '_self', status: true, title: { tr: '', en: '' }, description: { tr: '', en: '' }, images: { tr: '', en: '' }, startsAt: '', endsAt: '' },
    toForm: (row) => ({
      ...row,
      images: { tr: lines(row.images.tr), en: lines(row.images.en) },
      startsAt: toLocalInput(row.startsAt),
      endsAt: toLocalInput(row.endsAt),
    }),
    create: (values) => unwrap(apiClient.POST('/api/admin/cms/popups', { body: body(values) }), write),
    update: (row, values) => unwrap(apiClient.PUT('/api/admin/cms/popups/{id}', { params: { path: { id: row.id } }, body: body(values) }), write),
    remove: (row) => unwrap(apiClient.DELETE('/api/admin/cms/popups/{id}', { params: { path: { id: row.id } } })),
  };
}

interface PromotionForm {
  slug: string;
  position: string;
  status: boolean;
  title: { tr: string; en: string };
  html: { tr: string; en: string };
  images: { tr: string; en: string };
  validUntil: string;
}

function promotions(t: T): ResourceConfig<AdminPromotion, PromotionForm> {
  const body = (values: PromotionForm) => ({
    slug: values.slug || null,
    position: numberOrNull(values.position),
    status: values.status,
    title: values.title,
    html: values.html,
    images: { tr: unlines(values.images.tr), en: unlines(values.images.en) },
    validUntil: fromLocalInput(values.validUntil),
  });
  return {
    key: 'promotions',
    title: t('nav.promotions'),
    description: t('content.promotionsDescription'),
    icon: Megaphone,
    empty: { title: t('content.emptyTitle'), body: t('content.emptyBody') },
    columns: [
      { id: 'title', header: t('content.title'), cell: (info) => <span className="font-medium text-fg-strong">{info.row.original.title.tr}</span> },
      { id: 'slug', header: t('content.slug'), cell: (info) => mono(info.row.original.slug ?? '—') },
      { id: 'validUntil', header: t('content.validUntil'), cell: (info) => <DateCell at={info.row.original.validUntil} /> },
      { id: 'position', header: t('content.position'), meta: { align: 'right' }, cell: (info) => info.row.original.position },
      status(t),
    ],
    rowKey: (row) => row.id,
    rowName: (row) => row.title.tr,
    list: () => unwrap(apiClient.GET('/api/admin/cms/promotions')),
    fields: [
      { name: 'title.tr', label: t('content.titleTr') },
      { name: 'title.en', label: t('content.titleEn') },
      { name: 'slug', label: t('content.slug') },
      { name: 'position', label: t('content.position'), kind: 'number' },
      { name: 'validUntil', label: t('content.validUntil'), kind: 'datetime' },
      { name: 'status', label: t('content.visible'), kind: 'checkbox' },
      { name: 'html.tr', label: t('content.htmlTr'), kind: 'textarea', wide: true, hint: t('content.htmlHint') },
      { name: 'html.en', label: t('content.htmlEn'), kind: 'textarea', wide: true },
      { name: 'images.tr', label: t('content.imagesTr'), kind: 'textarea' },
      { name: 'images.en', label: t('content.imagesEn'), kind: 'textarea' },
    ],
    blank: { slug: '', position: '', status: true, title: { tr: '', en: '' }, html: { tr: '', en: '' }, images: { tr: '', en: '' }, validUntil: '' },
    toForm: (row) => ({
      ...row,
      slug: row.slug ?? '',
      position: String(row.position),
      images: { tr: lines(row.images.tr), en: lines(row.images.en) },
      validUntil: toLocalInput(row.validUntil),
    }),
    create: (values) => unwrap(apiClient.POST('/api/admin/cms/promotions', { body: body(values) }), write),
    update: (row, values) => unwrap(apiClient.PUT('/api/admin/cms/promotions/{id}', { params: { path: { id: row.id } }, body: body(values) }), write),
    remove: (row) => unwrap(apiClient.DELETE('/api/admin/cms/promotions/{id}', { params: { path: { id: row.id } } })),
  };
}

interface TranslationForm {
  key: string;
  locale: string;
  value: string;
}

function translations(t: T): ResourceConfig<AdminTranslation, TranslationForm> {
  return {
    key: 'translations',
    title: t('nav.translations'),
    description: t('content.translationsDescription'),
    icon: Languages,
    empty: { title: t('content.emptyTitle'), body: t('content.emptyBody') },
    columns: [
      { id: 'key', header: t('content.key'), cell: (info) => mono(info.row.original.key) },
      { id: 'locale', header: t('content.locale'), cell: (info) => <Badge>{info.row.original.locale}</Badge> },
      { id: 'value', header: t('content.value'), cell: (info) => <span className="line-clamp-1 max-w-xl">{info.row.original.value}</span> },
      { id: 'updatedAt', header: t('content.updatedAt'), cell: (info) => <DateCell at={info.row.original.updatedAt} /> },
    ],
    rowKey: (row) => row.id,
    rowName: (row) => `${row.key} (${row.locale})`,
    list: () => unwrap(apiClient.GET('/api/admin/cms/translations')),
    fields: [
      { name: 'key', label: t('content.key'), createOnly: true },
      { name: 'locale', label: t('content.locale'), createOnly: true, hint: 'tr / en' },
      { name: 'value', label: t('content.value'), kind: 'textarea', wide: true },
    ],
    blank: { key: '', locale: 'tr', value: '' },
    toForm: (row) => ({ key: row.key, locale: row.locale, value: row.value }),
    create: (values) => unwrap(apiClient.POST('/api/admin/cms/translations', { body: values }), write),
    update: (row, values) =>
      unwrap(apiClient.PUT('/api/admin/cms/translations/{id}', { params: { path: { id: row.id } }, body: { value: values.value } }), write),
    remove: (row) => unwrap(apiClient.DELETE('/api/admin/cms/translations/{id}', { params: { path: { id: row.id } } })),
  };
}

interface OptionForm {
  key: string;
  value: string;
  description: string;
  isPublic: boolean;
  status: boolean;
}

const SENSITIVITY_TONES = { content: 'neutral', money: 'money', script: 'danger' } as const satisfies Record<AdminSiteOption['sensitivity'], string>;

/**
 * Why the signed-in operator may not change option `row` (the server's `editable` decides, and refuses with a 403
 * anyway): content options are the content role's, money and script options an admin's (the bank account finance's
 * too). Null when they may.
 */
function optionLock(t: T, row: AdminSiteOption): string | null {
  if (row.editable) return null;
  const sensitivity = row.sensitivity;
  if (sensitivity === 'content') return t('content.lockedContent');
  return row.editors.includes('finance') ? t('content.lockedFinance') : t(`content.lockedAdmin.${sensitivity}`);
}

function siteOptions(t: T): ResourceConfig<AdminSiteOption, OptionForm> {
  const body = (values: OptionForm) => ({ ...values, description: values.description || null });
  return {
    key: 'siteoptions',
    title: t('nav.siteoptions'),
    description: t('content.siteoptionsDescription'),
    icon: Settings2,
    empty: { title: t('content.emptyTitle'), body: t('content.emptyBody') },
    columns: [
      { id: 'key', header: t('content.key'), cell: (info) => mono(info.row.original.key) },
      { id: 'value', header: t('content.value'), cell: (info) => <span className="line-clamp-1 max-w-md font-mono text-xs">{info.row.original.value}</span> },
      { id: 'description', header: t('content.description'), cell: (info) => <span className="line-clamp-1 max-w-sm text-fg-muted">{info.row.original.description}</span> },
      { id: 'public', header: t('content.public'), cell: (info) => (info.row.original.isPublic ? <Badge tone="info">{t('content.public')}</Badge> : null) },
      status(t),
      {
        id: 'sensitivity',
        header: t('content.sensitivityLabel'),
        cell: (info) => {
          const sensitivity = info.row.original.sensitivity;
          const lock = optionLock(t, info.row.original);
          return (
            <span className="flex flex-col items-start gap-0.5">
              <Badge tone={SENSITIVITY_TONES[sensitivity]}>{t(`content.sensitivity.${sensitivity}`)}</Badge>
              {lock && <span className="max-w-56 text-xs text-fg-muted">{lock}</span>}
            </span>
          );
        },
      },
    ],
    rowKey: (row) => row.key,
    rowName: (row) => row.key,
    locked: (row) => optionLock(t, row),
    list: () => unwrap(apiClient.GET('/api/admin/cms/siteoptions')),
    fields: [
      { name: 'key', label: t('content.key'), createOnly: true },
      { name: 'value', label: t('content.value'), kind: 'textarea', wide: true },
      { name: 'description', label: t('content.description'), wide: true },
      { name: 'isPublic', label: t('content.public'), kind: 'checkbox' },
      { name: 'status', label: t('content.on'), kind: 'checkbox' },
    ],
    blank: { key: '', value: '', description: '', isPublic: false, status: true },
    toForm: (row) => ({ ...row }),
    create: (values) => unwrap(apiClient.POST('/api/admin/cms/siteoptions', { body: body(values) }), write),
    update: (row, values) =>
      unwrap(apiClient.PUT('/api/admin/cms/siteoptions/{key}', { params: { path: { key: row.key } }, body: body({ ...values, key: row.key }) }), write),
    remove: (row) => unwrap(apiClient.DELETE('/api/admin/cms/siteoptions/{key}', { params: { path: { key: row.key } } })),
  };
}

const RESOURCES = { sliders, pages, popups, promotions, translations, siteoptions: siteOptions } as const;

/** The site's content (`/api/admin/cms/*`): one screen per resource, picked by the address (or given: the site
 * options, which finance opens too). */
export default function ContentPage({ resource: fixed }: { resource?: keyof typeof RESOURCES }) {
  const { t } = useTranslation('admin');
  const params = useParams();
  const resource = fixed ?? params.resource ?? '';
  if (!(resource in RESOURCES)) return null;
  const config = RESOURCES[resource as keyof typeof RESOURCES](t) as unknown as ResourceConfig<unknown, Record<string, unknown>>;
  return <ResourceEditor key={resource} config={config} />;
}
