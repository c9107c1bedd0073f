import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Deferred } from '@/components/ui/deferred';
import { nextTurn, takeTurnsUntilIdle } from '@/lib/render-turns';

let stopTurns: (() => void) | undefined;

function startTurns() {
  takeTurnsUntilIdle((stop) => {
    stopTurns = stop;
  });
}

/**
 * Lets the turns asked for before this call go by, one task each. Not inside `act`: it would hold every render back to
 * its end, where the turns are one each.
 */
async function oneTurn() {
  await nextTurn();
}

afterEach(() => {
  stopTurns?.();
  stopTurns = undefined;
});

describe('Deferred', () => {
  it('draws its part at once when the first load is not taking turns', () => {
    render(
      <Deferred fallback={<p>place</p>}>
        <p>part</p>
      </Deferred>,
    );
    expect(screen.getByText('part')).toBeInTheDocument();
    expect(screen.queryByText('place')).not.toBeInTheDocument();
  });

  it('holds the place while the first load takes turns, then draws the parts in the tree order', async () => {
    startTurns();
    const drawn: string[] = [];
    function Part({ name }: { name: string }) {
      drawn.push(name);
      return <p>{name}</p>;
    }
    render(
      <>
        <Deferred fallback={<p>first place</p>}>
          <Part name="first part" />
        </Deferred>
        <Deferred fallback={<p>second place</p>}>
          <Part name="second part" />
        </Deferred>
      </>,
    );
    expect(screen.getByText('first place')).toBeInTheDocument();
    expect(screen.getByText('second place')).toBeInTheDocument();
    expect(drawn).toEqual([]);

    // A turn asked for now comes after both parts' turns.
    await oneTurn();
    expect(drawn).toEqual(['first part', 'second part']);
    expect(screen.getByText('first part')).toBeInTheDocument();
    expect(screen.getByText('second part')).toBeInTheDocument();
    expect(screen.queryByText('first place')).not.toBeInTheDocument();
    expect(screen.queryByText('second place')).not.toBeInTheDocument();
  });

  it('draws a part in a task of its own: after the first turn only the first part is in', async () => {
    startTurns();
    let firstDrawn = false;
    let secondDrawnWithFirst = false;
    function First() {
      firstDrawn = true;
      return <p>first part</p>;
    }
    function Second() {
      secondDrawnWithFirst = !firstDrawn;
      return <p>second part</p>;
    }
    render(
      <>
        <Deferred>
          <First />
        </Deferred>
        <Deferred>
          <Second />
        </Deferred>
      </>,
    );
    expect(firstDrawn).toBe(false);
    // A turn asked for now would come after both; wait for the first part's task alone.
    await new Promise<void>((resolve) => {
      const check = new MutationObserver(() => {
        if (screen.queryByText('first part')) {
          check.disconnect();
          resolve();
        }
      });
      check.observe(document.body, { childList: true, subtree: true });
    });
    expect(screen.getByText('first part')).toBeInTheDocument();
    expect(screen.queryByText('second part')).not.toBeInTheDocument();
    await oneTurn();
    expect(screen.getByText('second part')).toBeInTheDocument();
    expect(secondDrawnWithFirst).toBe(false);
  });

  it('draws at once again once the page has gone idle', () => {
    startTurns();
    stopTurns?.();
    render(
      <Deferred fallback={<p>place</p>}>
        <p>part</p>
      </Deferred>,
    );
    expect(screen.getByText('part')).toBeInTheDocument();
  });
});
