import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Table } from '@/games/roulette/roulette-game';

describe('the roulette table', () => {
  it('names every straight number and outside bet, and places a chip from the keyboard', () => {
    const onPlace = vi.fn();
    render(<Table chips={[]} vertical={false} pocket={null} disabled={false} onPlace={onPlace} />);
    expect(screen.getByRole('group', { name: 'Rulet masası' })).toBeInTheDocument();
    for (let n = 0; n <= 36; n += 1) expect(screen.getByRole('button', { name: `Sayı ${n}` })).toBeInTheDocument();
    for (const name of ['Kırmızı', 'Siyah', 'Tek', 'Çift', '1–18', '19–36', '1. 12', '2. 12', '3. 12', 'Sütun 1', 'Sütun 2', 'Sütun 3']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }

    fireEvent.keyDown(screen.getByRole('button', { name: 'Kırmızı' }), { key: 'Enter' });
    expect(onPlace).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'red', numbers: [] }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Sayı 17' }), { key: ' ' });
    expect(onPlace).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'straight', numbers: [17] }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Sütun 1' }), { key: 'a' });
    expect(onPlace).toHaveBeenCalledTimes(2);
  });

  it('takes no chips while the wheel spins', () => {
    const onPlace = vi.fn();
    render(<Table chips={[]} vertical pocket={null} disabled onPlace={onPlace} />);
    const red = screen.getByRole('button', { name: 'Kırmızı' });
    expect(red).toHaveAttribute('aria-disabled', 'true');
    expect(red).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(red, { key: 'Enter' });
    expect(onPlace).not.toHaveBeenCalled();
  });
});
