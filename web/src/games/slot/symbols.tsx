/**
 * Nazar's symbols, drawn here in SVG (our own art, colours from games.css): the nazar bead (wild), the lantern
 * (scatter), crown, oil lamp, tulip, pomegranate, and the card letters A K Q J as jewelled type.
 */
import { memo } from 'react';

function Defs() {
  return (
    <defs>
      <linearGradient id="sym-gold" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="var(--g-gold-1)" />
        <stop offset="0.55" stopColor="var(--g-gold-2)" />
        <stop offset="1" stopColor="var(--g-gold-3)" />
      </linearGradient>
      <radialGradient id="sym-nazar" cx="0.4" cy="0.35" r="0.7">
        <stop offset="0" stopColor="var(--g-nazar-light)" />
        <stop offset="0.45" stopColor="var(--g-nazar-blue)" />
        <stop offset="1" stopColor="var(--g-nazar-deep)" />
      </radialGradient>
      <radialGradient id="sym-glow" r="0.5">
        <stop offset="0" stopColor="var(--g-lantern-glow)" />
        <stop offset="1" stopColor="var(--g-lantern-glow)" stopOpacity="0" />
      </radialGradient>
      <linearGradient id="sym-ruby" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="var(--g-ruby-1)" />
        <stop offset="1" stopColor="var(--g-ruby-2)" />
      </linearGradient>
      <linearGradient id="sym-tulip" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="var(--g-tulip-1)" />
        <stop offset="1" stopColor="var(--g-tulip-2)" />
      </linearGradient>
      <linearGradient id="sym-leaf" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="var(--g-leaf-1)" />
        <stop offset="1" stopColor="var(--g-leaf-2)" />
      </linearGradient>
      <radialGradient id="sym-pome" cx="0.38" cy="0.35" r="0.7">
        <stop offset="0" stopColor="var(--g-pome-1)" />
        <stop offset="1" stopColor="var(--g-pome-2)" />
      </radialGradient>
      {(['a', 'k', 'q', 'j'] as const).map((letter) => (
        <linearGradient key={letter} id={`sym-card-${letter}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={`var(--g-card-${letter}-1)`} />
          <stop offset="1" stopColor={`var(--g-card-${letter}-2)`} />
        </linearGradient>
      ))}
    </defs>
  );
}

/** Gradients once per page, referenced by every symbol. */
export function SymbolDefs() {
  return (
    <svg width="0" height="0" className="absolute" aria-hidden>
      <Defs />
    </svg>
  );
}

function Wild() {
  return (
    <>
      <circle cx="50" cy="46" r="40" fill="url(#sym-nazar)" />
      <circle cx="50" cy="46" r="40" fill="none" stroke="var(--g-gold-1)" strokeWidth="3" />
      <circle cx="50" cy="46" r="26" fill="var(--g-nazar-white)" />
      <circle cx="50" cy="46" r="17" fill="var(--g-nazar-light)" />
      <circle cx="50" cy="46" r="9" fill="var(--g-nazar-pupil)" />
      <circle cx="44" cy="40" r="3.5" fill="var(--g-nazar-white)" opacity="0.9" />
      <path d="M 14 78 Q 50 68 86 78 L 82 92 Q 50 83 18 92 Z" fill="url(#sym-gold)" stroke="var(--g-gold-3)" strokeWidth="1" />
      <text x="50" y="86" textAnchor="middle" dominantBaseline="central" fontSize="12" fontWeight="900" letterSpacing="2" fill="var(--g-nazar-deep)">
        WILD
      </text>
    </>
  );
}

function Lantern() {
  return (
    <>
      <circle cx="50" cy="52" r="46" fill="url(#sym-glow)" />
      <path d="M 50 4 v 8" stroke="var(--g-gold-2)" strokeWidth="3" />
      <circle cx="50" cy="6" r="3.5" fill="none" stroke="var(--g-gold-2)" strokeWidth="2.5" />
      <path d="M 30 26 Q 50 6 70 26 Z" fill="url(#sym-gold)" />
      <rect x="28" y="25" width="44" height="6" rx="2" fill="var(--g-lantern-metal)" />
      <path d="M 31 31 L 69 31 L 74 66 L 26 66 Z" fill="var(--g-lantern-glass)" />
      <path d="M 31 31 L 69 31 L 74 66 L 26 66 Z" fill="none" stroke="var(--g-lantern-metal)" strokeWidth="2.5" />
      <path d="M 50 31 L 50 66 M 40 31 L 37 66 M 60 31 L 63 66" stroke="var(--g-lantern-metal)" strokeWidth="1.6" />
      <path d="M 50 40 l 6 8 -6 8 -6 -8 z" fill="var(--g-nazar-white)" opacity="0.85" />
      <rect x="24" y="66" width="52" height="7" rx="2" fill="url(#sym-gold)" />
      <path d="M 34 73 L 66 73 L 56 88 L 44 88 Z" fill="url(#sym-gold)" />
      <circle cx="50" cy="92" r="4" fill="var(--g-gold-2)" />
    </>
  );
}

function Crown() {
  return (
    <>
      <path d="M 14 70 L 10 28 L 32 48 L 50 16 L 68 48 L 90 28 L 86 70 Z" fill="url(#sym-gold)" stroke="var(--g-gold-3)" strokeWidth="2" strokeLinejoin="round" />
      <rect x="13" y="70" width="74" height="14" rx="4" fill="url(#sym-gold)" stroke="var(--g-gold-3)" strokeWidth="2" />
      <circle cx="10" cy="28" r="5" fill="url(#sym-ruby)" />
      <circle cx="50" cy="16" r="6" fill="url(#sym-ruby)" />
      <circle cx="90" cy="28" r="5" fill="url(#sym-ruby)" />
      <path d="M 50 52 l 7 9 -7 9 -7 -9 z" fill="url(#sym-ruby)" stroke="var(--g-gold-1)" strokeWidth="1.5" />
      <circle cx="28" cy="77" r="3.5" fill="var(--g-nazar-light)" />
      <circle cx="50" cy="77" r="3.5" fill="var(--g-leaf-1)" />
      <circle cx="72" cy="77" r="3.5" fill="var(--g-nazar-light)" />
    </>
  );
}

function Lamp() {
  return (
    <>
      <path d="M 60 20 Q 64 10 58 4 Q 70 12 64 24 Z" fill="var(--g-lantern-glass)" />
      <ellipse cx="60" cy="27" rx="5" ry="3" fill="var(--g-gold-2)" />
      <path d="M 22 56 Q 20 34 46 32 L 70 32 Q 90 34 88 50 L 96 38 Q 100 36 98 42 L 90 60 Q 80 74 50 74 Q 24 74 22 56 Z" fill="url(#sym-gold)" stroke="var(--g-gold-3)" strokeWidth="2" strokeLinejoin="round" />
      <path d="M 22 52 Q 6 50 8 64 Q 12 74 24 66" fill="none" stroke="url(#sym-gold)" strokeWidth="6" strokeLinecap="round" />
      <ellipse cx="52" cy="82" rx="22" ry="6" fill="url(#sym-gold)" stroke="var(--g-gold-3)" strokeWidth="1.5" />
      <path d="M 34 52 Q 52 60 72 50" fill="none" stroke="var(--g-gold-1)" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="52" cy="44" r="4" fill="url(#sym-ruby)" />
    </>
  );
}

function Tulip() {
  return (
    <>
      <path d="M 50 96 Q 48 70 50 54" stroke="url(#sym-leaf)" strokeWidth="5" fill="none" strokeLinecap="round" />
      <path d="M 49 90 Q 22 82 18 56 Q 40 62 49 80 Z" fill="url(#sym-leaf)" />
      <path d="M 51 84 Q 76 78 82 58 Q 60 62 51 76 Z" fill="url(#sym-leaf)" />
      <path d="M 28 22 Q 30 52 50 58 Q 70 52 72 22 Q 62 30 60 40 Q 56 20 50 8 Q 44 20 40 40 Q 38 30 28 22 Z" fill="url(#sym-tulip)" stroke="var(--g-tulip-2)" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M 50 14 Q 46 34 48 52" stroke="var(--g-ruby-1)" strokeWidth="2" fill="none" opacity="0.7" />
    </>
  );
}

function Pomegranate() {
  return (
    <>
      <path d="M 40 20 L 44 8 L 50 16 L 56 8 L 60 20 Z" fill="var(--g-pome-2)" stroke="var(--g-gold-2)" strokeWidth="1.5" strokeLinejoin="round" />
      <circle cx="50" cy="56" r="38" fill="url(#sym-pome)" />
      <path d="M 30 58 Q 50 36 72 56 Q 62 80 44 78 Q 32 72 30 58 Z" fill="var(--g-pome-2)" />
      {[
        [40, 58],
        [48, 52],
        [56, 56],
        [64, 60],
        [44, 66],
        [52, 64],
        [60, 68],
        [48, 72],
        [56, 74],
      ].map(([cx, cy]) => (
        <ellipse key={`${cx}-${cy}`} cx={cx} cy={cy} rx="3.6" ry="4.4" fill="var(--g-pome-seed)" stroke="var(--g-pome-1)" strokeWidth="1" />
      ))}
      <ellipse cx="36" cy="36" rx="8" ry="5" fill="var(--g-nazar-white)" opacity="0.25" transform="rotate(-30 36 36)" />
    </>
  );
}

function Letter({ letter }: { letter: 'a' | 'k' | 'q' | 'j' }) {
  return (
    <>
      <path d="M 50 6 L 90 50 L 50 94 L 10 50 Z" fill={`url(#sym-card-${letter})`} opacity="0.18" />
      <text
        x="50"
        y="54"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="70"
        fontWeight="900"
        fill={`url(#sym-card-${letter})`}
        stroke="var(--g-gold-1)"
        strokeWidth="2.5"
        paintOrder="stroke"
        fontFamily="var(--font-sans)"
      >
        {letter.toUpperCase()}
      </text>
    </>
  );
}

/** Symbol `index` (0 wild … 9 J). */
export const SymbolArt = memo(function SymbolArt({ index, className }: { index: number; className?: string }) {
  const art = [
    <Wild key="w" />,
    <Lantern key="s" />,
    <Crown key="cr" />,
    <Lamp key="la" />,
    <Tulip key="tu" />,
    <Pomegranate key="po" />,
    <Letter key="a" letter="a" />,
    <Letter key="k" letter="k" />,
    <Letter key="q" letter="q" />,
    <Letter key="j" letter="j" />,
  ][index];
  return (
    <svg viewBox="0 0 100 100" className={className} aria-hidden>
      {art}
    </svg>
  );
});
