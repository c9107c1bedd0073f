/**
 * Sounds made with WebAudio (no files to load): off until the player turns them on (product §10), the choice kept in
 * localStorage. An AudioContext is only created after that first gesture.
 */
const KEY = 'zar-games-sound';

let context: AudioContext | null = null;
/** The choice made on this page (storage may be unavailable in a frame). */
let memory: boolean | null = null;

export function soundOn(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

export function setSound(on: boolean): void {
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Storage may be blocked in a third-party frame; the choice then lasts for this page only.
  }
  memory = on;
}

function enabled(): boolean {
  return memory ?? soundOn();
}

function audio(): AudioContext | null {
  if (!enabled()) return null;
  if (!context) {
    try {
      context = new AudioContext();
    } catch {
      return null;
    }
  }
  if (context.state === 'suspended') void context.resume();
  return context;
}

function tone(frequency: number, start: number, duration: number, type: OscillatorType = 'sine', volume = 0.12) {
  const ctx = audio();
  if (!ctx) return;
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = type;
  oscillator.frequency.value = frequency;
  const at = ctx.currentTime + start;
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(volume, at + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + duration);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(at);
  oscillator.stop(at + duration + 0.02);
}

export const sounds = {
  click: () => tone(660, 0, 0.06, 'triangle', 0.08),
  chip: () => {
    tone(1800, 0, 0.04, 'square', 0.04);
    tone(2400, 0.02, 0.05, 'square', 0.03);
  },
  tick: () => tone(1200 + Math.random() * 300, 0, 0.03, 'square', 0.03),
  stop: () => tone(220, 0, 0.12, 'triangle', 0.1),
  lose: () => {
    tone(330, 0, 0.18, 'triangle', 0.08);
    tone(247, 0.12, 0.25, 'triangle', 0.08);
  },
  win: () => {
    [523, 659, 784, 1047].forEach((f, i) => tone(f, i * 0.08, 0.22, 'triangle', 0.1));
  },
  bigWin: () => {
    [523, 659, 784, 1047, 1319, 1568].forEach((f, i) => tone(f, i * 0.09, 0.35, 'sawtooth', 0.06));
  },
};
