import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CategoryGames } from '@/features/casino/api/types';
import { GameRow } from '@/features/casino/components/game-row';
import { aGame } from '@/features/casino/testing/casino-fixtures';
import { renderApp } from '@/testing/test-utils';

function aRow(count: number): CategoryGames {
  return { id: 7, name: 'Popüler', imageUrl: '', slugList: ['slot'], total: count, games: Array.from({ length: count }, () => aGame()) };
}

function renderRow(row: CategoryGames, width: number) {
  vi.stubGlobal('innerWidth', width);
  renderApp(<GameRow category={row} to="/casino/slot?category=7" onPlay={vi.fn()} />);
  return screen.getByRole('list', { name: /Popüler/ });
}

const tiles = (list: HTMLElement) => within(list).queryAllByRole('article');

describe('a lobby row', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("draws a phone screen's width of tiles and one more, and the rest once the row is scrolled", () => {
    const list = renderRow(aRow(10), 390);
    // 390 px of 128 px steps: three and a part, and one more.
    expect(tiles(list)).toHaveLength(5);
    expect(within(list).getAllByRole('listitem', { hidden: true })).toHaveLength(10);

    fireEvent.scroll(list);
    expect(tiles(list)).toHaveLength(10);
  });

  it('draws the rest when focus moves into the row, for the keyboard', () => {
    const list = renderRow(aRow(12), 1440);
    expect(tiles(list)).toHaveLength(10);
    act(() => within(list).getAllByRole('button', { name: /oyna$/ })[0]?.focus());
    expect(tiles(list)).toHaveLength(12);
  });

  it('draws a short row whole', () => {
    const list = renderRow(aRow(3), 390);
    expect(tiles(list)).toHaveLength(3);
  });
});
