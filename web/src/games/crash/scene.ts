/**
 * The crash game's scene on a canvas: a night sky over hills, the multiplier's curve climbing as the kite's
 * string, the kite riding its tip; when the string snaps the kite is carried away and the curve turns red. Colours
 * come from games.css (read once).
 */
export interface SceneState {
  phase: 'starting' | 'betting' | 'flying' | 'crashed';
  /** Milliseconds since take-off (flying), or of the flight that ended (crashed). */
  elapsed: number;
  growthPerMs: number;
  /** Milliseconds since the crash (crashed). */
  sinceCrash: number;
  /** 0–1 of the betting time gone. */
  betting: number;
}

type Palette = Record<
  | 'sky1'
  | 'sky2'
  | 'sky3'
  | 'star'
  | 'hill1'
  | 'hill2'
  | 'curve'
  | 'curveFill'
  | 'grid'
  | 'kite1'
  | 'kite2'
  | 'kite3'
  | 'kiteEdge'
  | 'crash'
  | 'crashFill'
  | 'text',
  string
>;

let palette: Palette | null = null;

function colours(): Palette {
  if (palette) return palette;
  const style = getComputedStyle(document.documentElement);
  const read = (name: string) => style.getPropertyValue(name).trim() || 'white';
  palette = {
    sky1: read('--g-sky-1'),
    sky2: read('--g-sky-2'),
    sky3: read('--g-sky-3'),
    star: read('--g-star'),
    hill1: read('--g-hill-1'),
    hill2: read('--g-hill-2'),
    curve: read('--g-curve'),
    curveFill: read('--g-curve-fill'),
    grid: read('--g-grid'),
    kite1: read('--g-kite-1'),
    kite2: read('--g-kite-2'),
    kite3: read('--g-kite-3'),
    kiteEdge: read('--g-kite-edge'),
    crash: read('--g-crash'),
    crashFill: read('--g-crash-fill'),
    text: read('--color-fg-muted'),
  };
  return palette;
}

/** Stars at fixed places (a small deterministic generator: the sky does not flicker between frames). */
const STARS = (() => {
  let seed = 7;
  const next = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  return Array.from({ length: 90 }, () => ({ x: next(), y: next() * 0.7, r: 0.4 + next() * 1.2, t: next() * 6 }));
})();

function drawKite(ctx: CanvasRenderingContext2D, size: number, p: Palette, time: number) {
  const s = size;
  // Tail: a wavy line with bows, trailing down-left.
  ctx.strokeStyle = p.kiteEdge;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.moveTo(0, s * 1.1);
  for (let i = 1; i <= 24; i += 1) {
    const y = s * 1.1 + i * s * 0.12;
    ctx.lineTo(Math.sin(i * 0.7 + time / 180) * s * 0.18 - i * s * 0.05, y);
  }
  ctx.stroke();
  for (let i = 6; i <= 24; i += 6) {
    const y = s * 1.1 + i * s * 0.12;
    const x = Math.sin(i * 0.7 + time / 180) * s * 0.18 - i * s * 0.05;
    ctx.fillStyle = i % 12 === 0 ? p.kite2 : p.kite1;
    ctx.beginPath();
    ctx.moveTo(x - s * 0.16, y - s * 0.08);
    ctx.lineTo(x + s * 0.16, y + s * 0.08);
    ctx.lineTo(x + s * 0.16, y - s * 0.08);
    ctx.lineTo(x - s * 0.16, y + s * 0.08);
    ctx.closePath();
    ctx.fill();
  }
  // The sail: four panels.
  const top = { x: 0, y: -s };
  const right = { x: s * 0.72, y: 0 };
  const bottom = { x: 0, y: s * 1.1 };
  const left = { x: -s * 0.72, y: 0 };
  const centre = { x: 0, y: 0 };
  const panel = (a: { x: number; y: number }, b: { x: number; y: number }, fill: string) => {
    ctx.fillStyle = fill;
    ctx.beginPath();
    ctx.moveTo(centre.x, centre.y);
    ctx.lineTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.closePath();
    ctx.fill();
  };
  panel(top, right, p.kite1);
  panel(right, bottom, p.kite2);
  panel(bottom, left, p.kite1);
  panel(left, top, p.kite3);
  ctx.strokeStyle = p.kiteEdge;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(top.x, top.y);
  ctx.lineTo(right.x, right.y);
  ctx.lineTo(bottom.x, bottom.y);
  ctx.lineTo(left.x, left.y);
  ctx.closePath();
  ctx.moveTo(top.x, top.y);
  ctx.lineTo(bottom.x, bottom.y);
  ctx.moveTo(left.x, left.y);
  ctx.lineTo(right.x, right.y);
  ctx.stroke();
}

/** Draws a frame into a canvas of CSS size `width` × `height` (the context already scaled for the pixel ratio). */
export function drawScene(ctx: CanvasRenderingContext2D, width: number, height: number, state: SceneState, now: number) {
  const p = colours();
  const sky = ctx.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, p.sky3);
  sky.addColorStop(0.55, p.sky1);
  sky.addColorStop(1, p.sky2);
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);
  for (const star of STARS) {
    ctx.globalAlpha = 0.45 + 0.55 * Math.abs(Math.sin(now / 1400 + star.t));
    ctx.fillStyle = p.star;
    ctx.beginPath();
    ctx.arc(star.x * width, star.y * height, star.r, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
  // Hills.
  const hill = (base: number, amplitude: number, phase: number, fill: string) => {
    ctx.fillStyle = fill;
    ctx.beginPath();
    ctx.moveTo(0, height);
    for (let x = 0; x <= width; x += 12) {
      ctx.lineTo(x, height - base - Math.sin(x / 140 + phase) * amplitude - Math.sin(x / 53 + phase * 2) * amplitude * 0.3);
    }
    ctx.lineTo(width, height);
    ctx.closePath();
    ctx.fill();
  };
  hill(height * 0.13, 16, 1.3, p.hill1);
  hill(height * 0.07, 12, 4.1, p.hill2);

  // The plot: time on x, multiplier on y; the axes grow to keep the tip inside.
  const left = 44;
  const bottom = height - height * 0.1;
  const right = width - 24;
  const top = 28;
  const elapsed = state.phase === 'flying' || state.phase === 'crashed' ? state.elapsed : 0;
  const m = (t: number) => Math.exp(state.growthPerMs * t);
  const current = m(elapsed);
  const spanT = Math.max(8000, elapsed * 1.18);
  const spanM = Math.max(2, 1 + (current - 1) * 1.25);
  const x = (t: number) => left + ((right - left) * t) / spanT;
  const y = (mult: number) => bottom - ((bottom - top) * (mult - 1)) / (spanM - 1);

  // Grid lines at round multipliers.
  ctx.strokeStyle = p.grid;
  ctx.fillStyle = p.text;
  ctx.lineWidth = 1;
  ctx.font = '11px ui-sans-serif, system-ui, sans-serif';
  const step = spanM <= 3 ? 0.5 : spanM <= 6 ? 1 : spanM <= 20 ? 2 : Math.pow(10, Math.floor(Math.log10(spanM))) / 2;
  for (let g = 1; g <= spanM; g += step) {
    ctx.beginPath();
    ctx.moveTo(left, y(g));
    ctx.lineTo(right, y(g));
    ctx.stroke();
    ctx.fillText(`${g.toFixed(g < 10 ? 1 : 0)}×`, 6, y(g) + 4);
  }

  if (state.phase === 'flying' || state.phase === 'crashed') {
    const crashed = state.phase === 'crashed';
    const colour = crashed ? p.crash : p.curve;
    // The area under the curve, then the curve (the kite's string).
    ctx.beginPath();
    ctx.moveTo(x(0), y(1));
    const samples = 80;
    for (let i = 1; i <= samples; i += 1) {
      const t = (elapsed * i) / samples;
      ctx.lineTo(x(t), y(m(t)));
    }
    ctx.lineTo(x(elapsed), bottom);
    ctx.lineTo(x(0), bottom);
    ctx.closePath();
    ctx.fillStyle = crashed ? p.crashFill : p.curveFill;
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(x(0), y(1));
    for (let i = 1; i <= samples; i += 1) {
      const t = (elapsed * i) / samples;
      ctx.lineTo(x(t), y(m(t)));
    }
    ctx.strokeStyle = colour;
    ctx.lineWidth = 4;
    ctx.lineCap = 'round';
    ctx.shadowColor = colour;
    ctx.shadowBlur = 14;
    ctx.stroke();
    ctx.shadowBlur = 0;

    // The kite at the tip; after the crash it is carried off up and away.
    const tipX = x(elapsed);
    const tipY = y(current);
    const slope = Math.atan2(y(m(elapsed + 200)) - tipY, x(elapsed + 200) - tipX);
    const away = crashed ? state.sinceCrash : 0;
    ctx.save();
    ctx.translate(tipX + away * 0.9, tipY - 18 - away * 0.7 + Math.sin(now / 260) * 3);
    ctx.rotate(slope * 0.35 + (crashed ? away / 900 : Math.sin(now / 400) * 0.05));
    ctx.globalAlpha = crashed ? Math.max(0, 1 - away / 900) : 1;
    drawKite(ctx, Math.min(34, Math.max(20, height * 0.06)), p, now);
    ctx.restore();
    ctx.globalAlpha = 1;
  } else if (state.phase === 'betting') {
    // Waiting on the ground: the kite sways at the start.
    ctx.save();
    ctx.translate(x(0) + 28, y(1) - 40 + Math.sin(now / 300) * 4);
    ctx.rotate(Math.sin(now / 500) * 0.12);
    drawKite(ctx, Math.min(34, Math.max(20, height * 0.06)), p, now);
    ctx.restore();
  }
}
