import Swiper from 'swiper';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timerAutoplay } from '@/lib/swiper-autoplay';

function carousel(slides: number, options: { delay: number; firstDelay?: number }, loop = false): Swiper {
  const el = document.createElement('div');
  el.className = 'swiper';
  el.innerHTML = `<div class="swiper-wrapper">${Array.from({ length: slides }, (_, i) => `<div class="swiper-slide">${i}</div>`).join('')}</div>`;
  // jsdom lays nothing out: the carousel is given a size, so Swiper knows where its slides end.
  Object.defineProperty(el, 'clientWidth', { value: 300 });
  Object.defineProperty(el, 'clientHeight', { value: 150 });
  document.body.append(el);
  return new Swiper(el, { modules: [timerAutoplay(options)], loop, speed: 0 });
}

const mouse = (type: 'pointerenter' | 'pointerleave') => Object.assign(new Event(type), { pointerType: 'mouse' });

describe('timerAutoplay', () => {
  let swiper: Swiper | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    swiper?.destroy(true, true);
    vi.useRealTimers();
  });

  it('advances every delay after the first one, and from the last slide back to the first', () => {
    swiper = carousel(3, { delay: 1000, firstDelay: 2500 });
    vi.advanceTimersByTime(2499);
    expect(swiper.activeIndex).toBe(0);
    vi.advanceTimersByTime(1);
    expect(swiper.activeIndex).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(swiper.activeIndex).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(swiper.activeIndex).toBe(0);
  });

  it('counts again from a slide the visitor chose', () => {
    swiper = carousel(3, { delay: 1000 });
    vi.advanceTimersByTime(900);
    swiper.slideTo(2);
    vi.advanceTimersByTime(900);
    expect(swiper.activeIndex).toBe(2);
    vi.advanceTimersByTime(100);
    expect(swiper.activeIndex).toBe(0);
  });

  it('waits while a mouse is over it, and while stopped or paused', () => {
    swiper = carousel(3, { delay: 1000 });
    swiper.el.dispatchEvent(mouse('pointerenter'));
    vi.advanceTimersByTime(5000);
    expect(swiper.activeIndex).toBe(0);
    swiper.el.dispatchEvent(mouse('pointerleave'));
    vi.advanceTimersByTime(1000);
    expect(swiper.activeIndex).toBe(1);

    expect(swiper.autoplay.stop()).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(swiper.activeIndex).toBe(1);
    expect(swiper.autoplay.start()).toBe(true);
    swiper.autoplay.pause();
    vi.advanceTimersByTime(5000);
    expect(swiper.activeIndex).toBe(1);
    swiper.autoplay.resume();
    vi.advanceTimersByTime(1000);
    expect(swiper.activeIndex).toBe(2);
  });

  it('waits while the tab is hidden', () => {
    swiper = carousel(3, { delay: 1000 });
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(5000);
    expect(swiper.activeIndex).toBe(0);
    hidden.mockReturnValue(false);
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(1000);
    expect(swiper.activeIndex).toBe(1);
    hidden.mockRestore();
  });

  it('asks for no animation frame while it waits (Swiper’s own autoplay asks for one every frame)', () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    swiper = carousel(3, { delay: 1000 });
    const before = frames.mock.calls.length;
    vi.advanceTimersByTime(900);
    expect(frames.mock.calls.length).toBe(before);
    frames.mockRestore();
  });

  it('stops for good when Swiper is destroyed', () => {
    swiper = carousel(3, { delay: 1000 });
    const slideNext = vi.spyOn(swiper, 'slideNext');
    swiper.destroy(false, false);
    vi.advanceTimersByTime(5000);
    expect(slideNext).not.toHaveBeenCalled();
    expect(swiper.autoplay.running).toBe(false);
    swiper = undefined;
  });
});
