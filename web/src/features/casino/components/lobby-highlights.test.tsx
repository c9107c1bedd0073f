import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TopWinnersRequest } from '@/features/casino/api/types';
import { LobbyHighlights } from '@/features/casino/components/lobby-highlights';
import { aWinner } from '@/features/casino/testing/casino-fixtures';
import { siteOptionsQueryOptions } from '@/lib/site/site-options';
import { capturePost } from '@/testing/fixtures';
import { ok } from '@/testing/msw/envelope';
import { createTestQueryClient, renderApp } from '@/testing/test-utils';

function render(isLive: boolean, options: Record<string, string> = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(siteOptionsQueryOptions().queryKey, options);
  return renderApp(<LobbyHighlights isLive={isLive} />, { queryClient });
}

describe('the lobby’s video banner and top winners', () => {
  it('lists the top winners (count 40) with the masked name, the game and the amount in lira', async () => {
    const requests = capturePost<TopWinnersRequest>('transaction/topwinners', () =>
      ok([aWinner({ name: 'ay***', game: 'Sweet Bonanza', amount: 12500.5 }), aWinner({ name: 'me***', game: 'Zar Dice', amount: 980 })]),
    );
    render(false);

    const card = await screen.findByRole('region', { name: 'Büyük kazananlar' });
    const rows = await within(card).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('ay***');
    expect(rows[0]).toHaveTextContent('Sweet Bonanza');
    expect(rows[0]).toHaveTextContent('₺12.500,50');
    expect(rows[1]).toHaveTextContent('₺980,00');
    expect(requests).toEqual([{ isLive: false, count: 40 }]);
  });

  it("the live casino's are the live tables' winners", async () => {
    const requests = capturePost<TopWinnersRequest>('transaction/topwinners', () => ok([aWinner()]));
    render(true);
    await screen.findByRole('region', { name: 'Büyük kazananlar' });
    expect(requests).toEqual([{ isLive: true, count: 40 }]);
  });

  it('leaves the card out when there are no winners yet', async () => {
    const requests = capturePost('transaction/topwinners', () => ok([]));
    render(false);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Büyük kazananlar' })).not.toBeInTheDocument();
  });

  it('plays the casino video muted and looping, with its title, when the settings give one', async () => {
    capturePost('transaction/topwinners', () => ok([aWinner()]));
    render(false, { casino_video_url: 'https://cdn.example/casino.mp4', casino_video_title: 'Canlı masalar 7/24 açık' });

    const video = await screen.findByLabelText<HTMLVideoElement>('Canlı masalar 7/24 açık');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', 'https://cdn.example/casino.mp4');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(screen.getByText('Canlı masalar 7/24 açık', { selector: 'figcaption' })).toBeInTheDocument();
  });

  it('shows no video without a url', async () => {
    capturePost('transaction/topwinners', () => ok([aWinner()]));
    render(false, { casino_video_title: 'Başlık' });
    await screen.findByRole('region', { name: 'Büyük kazananlar' });
    expect(document.querySelector('video')).toBeNull();
  });
});
