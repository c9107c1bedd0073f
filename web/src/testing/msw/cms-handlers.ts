import { http } from 'msw';
import { ok } from '@/testing/msw/envelope';

/** Demo-like CMS answers (Turkish unless the request asks for English). */
const english = (request: Request) => request.headers.get('x-locale') === 'en';

export const demoSlides = [
  { id: 1, url: '/promotions', target: '_self', images: ['/media/s1-m.svg', '/media/s1-xl.svg', '/media/s1-l.svg'] },
  { id: 2, url: '/spor', target: '_self', images: ['/media/s2-m.svg', '/media/s2-xl.svg', '/media/s2-l.svg'] },
];

export const demoCategories = (en: boolean) => [
  {
    id: 1,
    name: 'Footer',
    title: en ? 'Corporate' : 'Kurumsal',
    content: [
      { id: 1, title: en ? 'General Terms' : 'Genel Kurallar' },
      { id: 2, title: en ? 'Responsible Gaming' : 'Sorumlu Oyun' },
    ],
  },
  { id: 2, name: 'Story', title: en ? 'About' : 'Hakkımızda', content: [{ id: 3, title: en ? 'About us' : 'Hakkımızda' }] },
  { id: 3, name: 'Terms of use', title: en ? 'Terms of use' : 'Kullanım Şartları', content: [] },
];

export const demoPromotions = (en: boolean) => [
  {
    id: 7,
    title: en ? 'Welcome bonus' : 'Hoş geldin bonusu',
    images: ['/media/p7-card.svg', '/media/p7-wide.svg', '/media/p7-l.svg'],
    html: en ? '<p>Up to <strong>₺1,000</strong>.</p>' : '<p><strong>₺1.000</strong> değerinde.</p>',
    validUntil: '2030-12-31T20:59:00Z',
  },
  {
    id: 8,
    title: en ? 'Weekly cashback' : 'Haftalık kayıp bonusu',
    images: ['/media/p8-card.svg', '/media/p8-wide.svg', '/media/p8-l.svg'],
    html: '<p>10%</p>',
    validUntil: null,
  },
];

export const cmsHandlers = [
  http.post('*/api/cms/sliderlist', () => ok(demoSlides)),
  http.get('*/api/cms/categorylist', ({ request }) => ok(demoCategories(english(request)))),
  http.get('*/api/cms/content/:id', ({ params, request }) =>
    ok({ id: Number(params.id), title: english(request) ? 'General Terms' : 'Genel Kurallar', html: '<p>Kurallar</p>' }),
  ),
  http.get('*/api/cms/languagelist', () => ok([{ locale: 'tr', name: 'Türkçe' }, { locale: 'en', name: 'English' }])),
  http.get('*/api/cms/translationlist', () => ok([])),
  http.post('*/api/cms/siteoptionlist', () => ok([])),
  http.get('*/api/cms/domainstatus', () => ok({ currentDomain: 'localhost', nextDomain: 'zar2.example' })),
  http.get('*/api/cms/popup', () => ok(null)),
  http.get('*/api/cms/promotions', ({ request }) => ok(demoPromotions(english(request)))),
  http.get('*/api/bonus/trialbonusamount', () => ok({ amount: 0 })),
];
