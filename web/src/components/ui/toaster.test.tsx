import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { notify, TOAST_DURATION_MS, TOAST_EXIT_MS, TOAST_LOADING_DURATION_MS, toastsDelivered } from '@/lib/toast';

const visibleToasts = () => document.querySelectorAll('[data-visible="true"]');

/** Asks for toasts: react-hot-toast loads with the first one, so they show once it has them. */
async function show(ask: () => void) {
  await act(async () => {
    ask();
    await toastsDelivered();
  });
}

describe('toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<Toaster />);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows at most five toasts, dismissing the oldest', async () => {
    await show(() => {
      for (let n = 1; n <= 7; n++) notify.info(`Mesaj ${n}`);
    });

    expect(visibleToasts()).toHaveLength(5);
    const shown = [...visibleToasts()].map((el) => el.textContent);
    expect(shown).toEqual(['Mesaj 7', 'Mesaj 6', 'Mesaj 5', 'Mesaj 4', 'Mesaj 3']);
  });

  it.each([
    ['blank', () => notify.info('Bilgi')],
    ['success', () => notify.success('Tamam')],
    ['error', () => notify.error('Hata')],
    ['warning', () => notify.warning('Dikkat')],
  ])('hides a %s toast after 4 s and removes it after the 800 ms exit animation', async (_type, ask) => {
    await show(ask);
    expect(visibleToasts()).toHaveLength(1);

    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 100);
    });
    expect(visibleToasts()).toHaveLength(1);

    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(visibleToasts()).toHaveLength(0);
    expect(document.querySelectorAll('[data-toast]')).toHaveLength(1);

    act(() => {
      vi.advanceTimersByTime(TOAST_EXIT_MS);
    });
    expect(document.querySelectorAll('[data-toast]')).toHaveLength(0);
  });

  it('keeps a loading toast for 30 s', async () => {
    await show(() => notify.loading('Yükleniyor'));

    act(() => {
      vi.advanceTimersByTime(TOAST_LOADING_DURATION_MS - 100);
    });
    expect(visibleToasts()).toHaveLength(1);

    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(visibleToasts()).toHaveLength(0);
  });

  it('gives warnings their own icon and announces them politely', async () => {
    await show(() => notify.warning('Favorilerden çıkarıldı'));

    const toast = screen.getByText('Favorilerden çıkarıldı').closest('[data-toast]');
    expect(toast?.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Favorilerden çıkarıldı');
  });
});
