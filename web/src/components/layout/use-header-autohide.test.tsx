import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHeaderAutohide } from '@/components/layout/use-header-autohide';

/** ResizeObservers made by the hook; `resize` calls their callbacks as the browser would. */
let observers: (() => void)[] = [];
const resize = () => observers.forEach((callback) => callback());

function Header({ height }: { height: { current: number } }) {
  const ref = useRef<HTMLElement | null>(null);
  useHeaderAutohide(ref);
  return (
    <header
      ref={(element) => {
        ref.current = element;
        if (element) Object.defineProperty(element, 'offsetHeight', { configurable: true, get: () => height.current });
      }}
    />
  );
}

const written = () => document.documentElement.style.getPropertyValue('--site-header-h');

describe('the header height on <html>', () => {
  let sheet: HTMLStyleElement;
  beforeEach(() => {
    observers = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          observers.push(callback);
        }
        observe = vi.fn();
        disconnect = vi.fn();
      },
    );
    // The stylesheet's height at this width (globals.css), 6.5rem of a 16 px root: 104 px.
    sheet = document.createElement('style');
    sheet.textContent = 'html { --site-header-h: 6.5rem; font-size: 16px; }';
    document.head.append(sheet);
  });
  afterEach(() => {
    sheet.remove();
    document.documentElement.style.removeProperty('--site-header-h');
    vi.unstubAllGlobals();
  });

  it('is written only while the header differs from the stylesheet, and taken away when it is back', () => {
    const height = { current: 104 };
    render(<Header height={height} />);
    resize();
    expect(written()).toBe('');

    height.current = 140; // the domain notice shows
    resize();
    expect(written()).toBe('140px');

    height.current = 104; // and is closed
    resize();
    expect(written()).toBe('');
  });
});
