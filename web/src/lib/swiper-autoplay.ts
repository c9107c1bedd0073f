import type Swiper from 'swiper';
import type { SwiperModule } from 'swiper/types';

export interface TimerAutoplayOptions {
  /** Time on each slide, ms. */
  delay: number;
  /** Time before the first advance once Swiper is ready, ms (the delay when unset). */
  firstDelay?: number;
}

/**
 * Swiper's autoplay on a plain timer: it advances every `delay` ms (from the last slide back to the first when the
 * carousel does not loop), restarts its count after every slide change (a swipe, a dot, an arrow), pauses while a
 * mouse is over the carousel and while the tab is hidden. `swiper.autoplay` gets `start`, `stop`, `pause` and
 * `resume`, as with Swiper's own module.
 *
 * Swiper's own module asks for an animation frame on every frame for as long as it plays, to report the time left
 * (which we do not show): a page with a carousel or the footer's slider never stopped drawing frames, and on a phone
 * those frames took a good share of the main thread.
 */
export function timerAutoplay({ delay, firstDelay = delay }: TimerAutoplayOptions): SwiperModule {
  return ({ swiper, on }) => {
    let timer: number | undefined;
    let hovered = false;
    const state = { running: false, paused: false, timeLeft: 0 };

    const clear = () => {
      window.clearTimeout(timer);
      timer = undefined;
    };
    const schedule = (wait = delay) => {
      clear();
      if (!state.running || state.paused || hovered || document.hidden || swiper.destroyed) return;
      timer = window.setTimeout(advance, wait);
    };
    const advance = () => {
      if (swiper.destroyed) return;
      const before = swiper.activeIndex;
      if (swiper.isEnd && !swiper.params.loop) swiper.slideTo(0);
      else swiper.slideNext();
      // A change schedules the next advance itself; without one (a single slide, a move under way), try again later.
      if (swiper.activeIndex === before) schedule();
    };
    const enter = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      hovered = true;
      clear();
    };
    const leave = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      hovered = false;
      schedule();
    };
    const visibility = () => (document.hidden ? clear() : schedule());

    swiper.autoplay = Object.assign(state, {
      start: () => {
        if (state.running) return false;
        state.running = true;
        schedule();
        return true;
      },
      stop: () => {
        if (!state.running) return false;
        state.running = false;
        clear();
        return true;
      },
      pause: () => {
        state.paused = true;
        clear();
      },
      resume: () => {
        state.paused = false;
        schedule();
      },
    }) satisfies Swiper['autoplay'];

    on('init', () => {
      swiper.el.addEventListener('pointerenter', enter);
      swiper.el.addEventListener('pointerleave', leave);
      document.addEventListener('visibilitychange', visibility);
      state.running = true;
      schedule(firstDelay);
    });
    on('slideChange', () => schedule());
    on('destroy', () => {
      state.running = false;
      clear();
      swiper.el.removeEventListener('pointerenter', enter);
      swiper.el.removeEventListener('pointerleave', leave);
      document.removeEventListener('visibilitychange', visibility);
    });
  };
}
