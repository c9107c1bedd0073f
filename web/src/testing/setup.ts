import '@/lib/react-parity';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { server } from '@/testing/msw/server';

// No test reaches a real hub: the app's connection is a quiet stand-in that connects and never
// speaks. Tests of the real-time handling inject their own fake (testing/fake-hub.ts).
vi.mock('@/lib/realtime/signalr-connection', async () => {
  const { fakeHubFactory } = await import('@/testing/fake-hub');
  return { connectSignalR: fakeHubFactory().connect };
});

// jsdom lacks what Radix popovers, react-hot-toast and the frame's scroll reset touch.
Element.prototype.hasPointerCapture = () => false;
Element.prototype.releasePointerCapture = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
window.scrollTo = () => undefined;
window.matchMedia = (media: string) =>
  Object.assign(new EventTarget(), {
    matches: false,
    media,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
  });

beforeEach(() => {
  // A returning visitor: FingerprintJS is not run in jsdom unless a test removes this.
  window.localStorage.setItem('fingerprint', 'test-fingerprint');
});

// Pages are lazy chunks: their first import in a test file is transformed on the spot, which on a
// busy two-core machine takes longer than the default second.
configure({ asyncUtilTimeout: 8000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await initI18n();
});

afterEach(async () => {
  cleanup();
  toast.remove();
  server.resetHandlers();
  await changeLanguage('tr');
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterAll(() => {
  server.close();
});
