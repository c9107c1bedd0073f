import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResendCode } from '@/components/ui/resend-code';

/** A screen that sends again as the pages do: the new code's time restarts the timer. */
function Harness({ sentAt, send }: { sentAt: number; send: () => Promise<unknown> }) {
  const [last, setLast] = useState(sentAt);
  return <ResendCode sentAt={last} onResend={() => send().then(() => setLast(Date.now()))} />;
}

describe('resend timer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const tick = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });

  // Clicks go through fireEvent: user-event waits on timers, which are fake here.
  /** Lets the resend promise settle (no timers involved). */
  const flush = () =>
    act(async () => {
      await Promise.resolve();
      await Promise.resolve();
    });

  it("counts 60 s down with 'Resend code in', then offers 'Click to resend', which sends and starts again", async () => {
    const send = vi.fn(() => Promise.resolve());
    render(<Harness sentAt={Date.now()} send={send} />);

    expect(screen.getByText('Yeniden gönderim için')).toBeInTheDocument();
    expect(screen.getByText('60 sn')).toBeInTheDocument();
    tick(1000);
    expect(screen.getByText('59 sn')).toBeInTheDocument();
    tick(58_000);
    expect(screen.getByText('1 sn')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    tick(1000);
    expect(screen.getByText('Kod gelmedi mi?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar göndermek için tıklayın' }));

    await flush();
    expect(send).toHaveBeenCalledOnce();
    expect(screen.getByText('60 sn')).toBeInTheDocument();
  });

  it('shows what is left of the wait for a code sent before (a reload)', () => {
    render(<Harness sentAt={Date.now() - 45_000} send={() => Promise.resolve()} />);
    expect(screen.getByText('15 sn')).toBeInTheDocument();
    tick(15_000);
    expect(screen.getByRole('button', { name: 'Tekrar göndermek için tıklayın' })).toBeInTheDocument();
  });

  it('keeps offering the resend when sending fails', async () => {
    render(<Harness sentAt={Date.now()} send={() => Promise.reject(new Error('429'))} />);
    tick(60_000);

    fireEvent.click(screen.getByRole('button', { name: 'Tekrar göndermek için tıklayın' }));

    await flush();
    expect(screen.getByRole('button', { name: 'Tekrar göndermek için tıklayın' })).toBeEnabled();
  });
});
