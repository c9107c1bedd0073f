#!/usr/bin/env python3
"""Zar's casino artwork, generated: a 3:4 tile for every game of the demo catalogue and a small line icon for
every category, drawn from geometry and text here (no copied logos, photos or fonts). The catalogue is
crates/store/src/demo/casino.json; each game's "art" names its motif and two colours. Output goes to
web/public/media/casino/ (served as /media/casino/...). The demo shows the tiles as WebP copies: run
`node tools/art/rasterize.mjs` after this.

    python3 tools/art/casino.py            # writes every file
    python3 tools/art/casino.py --check    # exits 1 if a committed file differs from what would be written

Tiles share one layout, so a lobby reads as one product: the motif on a glow in the game's colours, the title
big at the bottom, the studio under it, and a thin frame in the hue of the provider the game launches through.
"""

import json
import math
import os
import random
import re
import sys
from xml.sax.saxutils import escape

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import motifs as g  # noqa: E402  (the shared motifs, gradients and helpers)
from motifs import FONT, f, text_width  # noqa: E402

ROOT = g.ROOT
OUT = os.path.join(ROOT, "web", "public", "media", "casino")
CATALOGUE = os.path.join(ROOT, "crates", "store", "src", "demo", "casino.json")

W, H = 300, 400
# The motif's centre and the box it fills.
MX, MY, MS = 150, 150, 190

# The frame's hue per provider (the web app's --color-art-* tokens follow the same idea).
PROVIDER_HUE = {
    "zar": "#f8a933",
    "hub88": "#8b5cf6",
    "egt": "#ef4444",
    "amusnet": "#f97316",
    "everymatrix": "#14b8a6",
    "digitain": "#3b82f6",
    "softgamings": "#ec4899",
}


def mix(a, b, t):
    """Colour `a` moved `t` of the way to `b` (hex)."""
    pa = [int(a[i : i + 2], 16) for i in (1, 3, 5)]
    pb = [int(b[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(pa, pb))


def lighten(c, t):
    return mix(c, "#ffffff", t)


def darken(c, t):
    return mix(c, "#000000", t)


# ------------------------------------------------------------------------------------------------ motifs
# Each is drawn around (0, 0) to fill about MS x MS and gets the game's two colours (a light, b dark).


def m_slot(a, b, rng):
    return g.slot_machine(0, 6, 0.44)


def m_crash(a, b, rng):
    return g.crash_chart(0, 4, 0.5, "x2.47")


def m_roulette(a, b, rng):
    return g.roulette(0, 0, 92, tilt=1.0, spin=rng.uniform(0, 360))


def m_dice(a, b, rng):
    return g.dice(-34, 16, 92, -14, 5, gid="dA") + g.dice(42, -26, 80, 18, 3, ivory=True, gid="dI")


def m_cards(a, b, rng):
    return g.card(-30, 8, 96, -12, "A", "spade") + g.card(34, -2, 96, 10, "K", "heart")


def m_baccarat(a, b, rng):
    return g.card(-28, 4, 92, -10, "9", "diamond") + g.card(34, 4, 92, 12, "8", "club") + g.chip(0, 78, 28, "#7c3aed")


def m_chips(a, b, rng):
    return (
        g.chip_stack(-52, 60, 36, 6, "#dc2626")
        + g.chip_stack(50, 64, 36, 4, "#1d4ed8")
        + g.chip_stack(0, 86, 36, 8, "#16a34a")
        + g.card(0, -58, 70, 8, "A", "club")
    )


def m_football(a, b, rng):
    return g.football(0, 0, 78)


def m_coins(a, b, rng):
    return g.coin_stack(-44, 60, 40, 6) + g.coin_stack(40, 70, 40, 4) + g.coin(8, -40, 52, "★")


def m_candy(a, b, rng):
    r = 64
    wedges = []
    for i in range(12):
        a0, a1 = math.radians(i * 30), math.radians(i * 30 + 15)
        wedges.append(
            f'<path d="M0 0 L{f(r * math.cos(a0))} {f(r * math.sin(a0))} A{r} {r} 0 0 1 {f(r * math.cos(a1))} {f(r * math.sin(a1))}Z" fill="#fff" opacity=".85"/>'
        )
    swirl = "".join(
        f'<circle r="{f(r * k)}" fill="none" stroke="{lighten(a, 0.5)}" stroke-width="3" opacity=".6"/>' for k in (0.3, 0.55, 0.8)
    )

    def wrapped(x, y, rot, color):
        return (
            f'<g transform="translate({x} {y}) rotate({rot})">'
            f'<path d="M-30 0 L-46 -16 L-46 16Z" fill="{lighten(color, 0.25)}"/><path d="M30 0 L46 -16 L46 16Z" fill="{lighten(color, 0.25)}"/>'
            f'<ellipse rx="32" ry="22" fill="{color}"/><ellipse rx="32" ry="22" fill="url(#shine)"/>'
            f'<path d="M-14 -20 Q-4 0 -14 20 M6 -21 Q16 0 6 21" stroke="#fff" stroke-opacity=".55" stroke-width="5" fill="none"/>'
            "</g>"
        )

    return (
        f'<rect x="-5" y="30" width="10" height="86" rx="5" fill="#f1f5f9"/>'
        f'<g transform="translate(0 -14)"><circle r="{r + 4}" fill="#000" opacity=".25" transform="translate(4 8)"/>'
        f'<circle r="{r}" fill="{a}"/>{"".join(wedges)}{swirl}<circle r="{r}" fill="url(#shine)"/></g>'
        + wrapped(-62, 72, -24, "#22c55e")
        + wrapped(64, 58, 20, "#3b82f6")
    )


def bolt_path(s):
    return f"M{f(14 * s)} {f(-90 * s)} L{f(-44 * s)} {f(10 * s)} L{f(-4 * s)} {f(10 * s)} L{f(-22 * s)} {f(90 * s)} L{f(46 * s)} {f(-18 * s)} L{f(4 * s)} {f(-18 * s)} L{f(28 * s)} {f(-90 * s)}Z"


def m_bolt(a, b, rng):
    return (
        '<circle r="86" fill="url(#gold)" opacity=".18"/>'
        f'<path d="{bolt_path(1.04)}" fill="#000" opacity=".3" transform="translate(6 10)"/>'
        f'<path d="{bolt_path(1.04)}" fill="url(#gold)" stroke="#fff7d6" stroke-width="3" stroke-linejoin="round"/>'
        f'<path d="{bolt_path(0.42)}" fill="#fff" opacity=".9" transform="translate(-62 -40) rotate(-12)"/>'
        f'<path d="{bolt_path(0.34)}" fill="#fff" opacity=".7" transform="translate(66 44) rotate(16)"/>'
    )


def m_paw(a, b, rng):
    color = "#fde68a"

    def paw(x, y, s, rot, op):
        return (
            f'<g transform="translate({x} {y}) rotate({rot}) scale({s})" opacity="{op}">'
            f'<path d="M0 8 C-34 8 -44 46 -20 56 C-8 61 8 61 20 56 C44 46 34 8 0 8Z" fill="{color}"/>'
            f'<ellipse cx="-34" cy="-20" rx="13" ry="17" fill="{color}" transform="rotate(-20 -34 -20)"/>'
            f'<ellipse cx="-12" cy="-36" rx="13" ry="18" fill="{color}"/>'
            f'<ellipse cx="12" cy="-36" rx="13" ry="18" fill="{color}"/>'
            f'<ellipse cx="34" cy="-20" rx="13" ry="17" fill="{color}" transform="rotate(20 34 -20)"/>'
            "</g>"
        )

    house = (
        f'<path d="M-70 10 L0 -62 L70 10Z" fill="{darken(b, 0.1)}" stroke="{lighten(a, 0.3)}" stroke-width="6" stroke-linejoin="round"/>'
        f'<rect x="-54" y="6" width="108" height="74" rx="6" fill="{a}"/><rect x="-24" y="30" width="48" height="50" rx="24" fill="{darken(b, 0.3)}"/>'
    )
    return house + paw(-40, 70, 0.62, -18, 0.95) + paw(54, -50, 0.5, 16, 0.8)


def m_fish(a, b, rng):
    body = "#fbbf24"
    bubbles = "".join(
        f'<circle cx="{f(x)}" cy="{f(y)}" r="{f(r)}" fill="none" stroke="#e0f2fe" stroke-width="2.5" opacity=".7"/>'
        for x, y, r in ((64, -64, 9), (78, -88, 6), (58, -98, 4))
    )
    return (
        f'<path d="M-90 -90 Q-88 -20 -40 -6" stroke="#e2e8f0" stroke-width="2" fill="none" opacity=".6"/>'
        f'<g transform="rotate(-12)">'
        f'<path d="M46 0 L92 -40 L84 0 L92 40Z" fill="{darken(body, 0.2)}"/>'
        f'<ellipse rx="66" ry="40" fill="{body}"/>'
        f'<path d="M-66 0 Q0 56 62 4 Q0 30 -66 0Z" fill="#fff" opacity=".35"/>'
        f'<path d="M-10 -38 Q14 -70 40 -34Z" fill="{darken(body, 0.15)}"/>'
        f'<circle cx="-38" cy="-10" r="10" fill="#fff"/><circle cx="-40" cy="-10" r="5" fill="#0f172a"/>'
        f'<path d="M-66 8 Q-54 14 -46 10" stroke="#7c2d12" stroke-width="3" fill="none"/>'
        f'<ellipse rx="66" ry="40" fill="url(#shine)"/>'
        "</g>"
        f"{bubbles}"
    )


def m_moon(a, b, rng):
    stars = "".join(
        f'<circle cx="{f(rng.uniform(-90, 90))}" cy="{f(rng.uniform(-90, 10))}" r="{f(rng.uniform(1.2, 2.8))}" fill="#fff" opacity="{f(rng.uniform(0.4, 0.9))}"/>'
        for _ in range(18)
    )
    return (
        f"{stars}"
        '<mask id="moonCut"><circle cx="12" cy="-24" r="56" fill="#fff"/><circle cx="38" cy="-42" r="48" fill="#000"/></mask>'
        '<circle cx="12" cy="-24" r="70" fill="#fef3c7" opacity=".12"/>'
        '<circle cx="12" cy="-24" r="56" fill="#fef3c7" mask="url(#moonCut)"/>'
        f'<path d="M-110 96 L-60 24 L-30 56 L6 4 L52 62 L78 36 L112 96Z" fill="{darken(b, 0.45)}"/>'
        f'<path d="M-110 96 L-76 56 L-44 82 L-10 48 L30 90 L64 66 L112 96Z" fill="#000" opacity=".45"/>'
    )


def crown_shape(w, h, tips, color="url(#gold)", gems=True):
    pts = [(-w / 2, h / 2), (-w / 2, -h * 0.1)]
    for i in range(tips):
        x_peak = -w / 2 + (i + 0.5) * w / tips
        x_valley = -w / 2 + (i + 1) * w / tips
        pts.append((x_peak, -h / 2))
        if i < tips - 1:
            pts.append((x_valley, h * 0.05))
    pts += [(w / 2, -h * 0.1), (w / 2, h / 2)]
    d = "M" + " L".join(f"{f(x)} {f(y)}" for x, y in pts) + "Z"
    parts = [f'<path d="{d}" fill="#000" opacity=".3" transform="translate(5 8)"/>', f'<path d="{d}" fill="{color}" stroke="#fff7d6" stroke-width="2.5" stroke-linejoin="round"/>']
    for i in range(tips):
        x_peak = -w / 2 + (i + 0.5) * w / tips
        parts.append(f'<circle cx="{f(x_peak)}" cy="{f(-h / 2)}" r="{f(w * 0.045)}" fill="#fff7d6"/>')
    parts.append(f'<rect x="{f(-w / 2)}" y="{f(h * 0.3)}" width="{f(w)}" height="{f(h * 0.2)}" fill="#000" opacity=".18"/>')
    if gems:
        colors = ["#ef4444", "#22c55e", "#3b82f6", "#22c55e", "#ef4444"]
        n = 3
        for i in range(n):
            x = -w * 0.3 + i * w * 0.3
            parts.append(f'<circle cx="{f(x)}" cy="{f(h * 0.4)}" r="{f(w * 0.06)}" fill="{colors[i + 1]}" stroke="#fff7d6" stroke-width="2"/>')
    return "".join(parts)


def m_crown(a, b, rng):
    return f'<g transform="translate(0 6)">{crown_shape(176, 124, 5)}</g>' + g.sparkles(rng, -100, -100, 100, 100, 6, 0.8)


def m_tiara(a, b, rng):
    return (
        f'<g transform="translate(0 -8)">{crown_shape(170, 92, 3, color="url(#gold)")}</g>'
        + '<path d="M0 -96 L10 -70 L38 -70 L16 -54 L24 -28 L0 -44 L-24 -28 L-16 -54 L-38 -70 L-10 -70Z" fill="#fff" opacity=".92" transform="translate(0 -6) scale(.6)"/>'
        + g.sparkles(rng, -100, -100, 100, 100, 8, 0.8)
    )


def m_fruit(a, b, rng):
    return (
        '<path d="M-30 -20 Q-20 -90 30 -96 M30 -96 Q24 -50 26 -16" stroke="#15803d" stroke-width="7" fill="none" stroke-linecap="round"/>'
        '<path d="M30 -96 Q56 -100 64 -80 Q40 -74 30 -96Z" fill="#22c55e"/>'
        '<circle cx="-34" cy="-2" r="36" fill="#dc2626"/><circle cx="-34" cy="-2" r="36" fill="url(#shine)"/>'
        '<circle cx="30" cy="8" r="36" fill="#ef4444"/><circle cx="30" cy="8" r="36" fill="url(#shine)"/>'
        '<g transform="translate(-52 70) rotate(-20)"><ellipse rx="42" ry="30" fill="#facc15"/><ellipse rx="42" ry="30" fill="url(#shine)"/></g>'
        '<g transform="translate(58 74)"><circle r="30" fill="#7c3aed"/><circle r="30" fill="url(#shine)"/>'
        '<path d="M0 -30 Q6 -44 18 -44" stroke="#15803d" stroke-width="5" fill="none"/></g>'
    )


def m_orb(a, b, rng):
    return (
        f'<path d="M-56 88 L56 88 L40 54 L-40 54Z" fill="url(#gold)"/>'
        f'<circle cy="-10" r="74" fill="{lighten(a, 0.2)}" opacity=".9"/>'
        f'<circle cy="-10" r="74" fill="url(#orbGlow)"/>'
        f'<path d="M-40 -30 Q-10 -60 30 -40" stroke="#fff" stroke-width="8" stroke-linecap="round" fill="none" opacity=".5"/>'
        f'<path d="M0 -36 L8 -16 L28 -14 L12 0 L18 20 L0 8 L-18 20 L-12 0 L-28 -14 L-8 -16Z" fill="#fff" opacity=".85"/>'
        + g.sparkles(rng, -100, -100, 100, 40, 6, 0.8)
    )


def m_book(a, b, rng):
    return (
        '<g transform="rotate(-6)">'
        '<rect x="-66" y="-86" width="140" height="176" rx="10" fill="#000" opacity=".35" transform="translate(6 8)"/>'
        f'<rect x="-66" y="-86" width="140" height="176" rx="10" fill="{darken(a, 0.35)}"/>'
        '<rect x="-66" y="-86" width="18" height="176" rx="6" fill="#000" opacity=".3"/>'
        '<rect x="-42" y="-70" width="102" height="144" rx="6" fill="none" stroke="url(#gold)" stroke-width="5"/>'
        '<g transform="translate(9 2)" fill="url(#gold)">'
        '<circle cy="-34" r="16" fill="none" stroke="url(#gold)" stroke-width="8"/>'
        '<rect x="-5" y="-20" width="10" height="70" rx="3"/><rect x="-30" y="-8" width="60" height="10" rx="3"/></g>'
        '<path d="M-42 -70 L-30 -70 L-42 -58Z M60 -70 L48 -70 L60 -58Z M-42 74 L-30 74 L-42 62Z M60 74 L48 74 L60 62Z" fill="url(#gold)"/>'
        '</g>'
    )


def m_gem(a, b, rng):
    top, mid = -58, -20
    outline = f"M-80 {mid} L-44 {top} L44 {top} L80 {mid} L0 84Z"
    facets = (
        f'<path d="M-80 {mid} L80 {mid} L0 84Z" fill="{darken(a, 0.2)}"/>'
        f'<path d="M-44 {top} L-20 {mid} L-80 {mid}Z" fill="{lighten(a, 0.35)}"/>'
        f'<path d="M-44 {top} L44 {top} L20 {mid} L-20 {mid}Z" fill="{lighten(a, 0.55)}"/>'
        f'<path d="M44 {top} L80 {mid} L20 {mid}Z" fill="{lighten(a, 0.2)}"/>'
        f'<path d="M-20 {mid} L20 {mid} L0 84Z" fill="{lighten(a, 0.25)}"/>'
        f'<path d="M-80 {mid} L-20 {mid} L0 84Z" fill="{darken(a, 0.05)}"/>'
    )
    return (
        f'<path d="{outline}" fill="#000" opacity=".3" transform="translate(6 10)"/>'
        f'<g transform="translate(0 -4)">{facets}<path d="{outline}" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2.5" stroke-linejoin="round"/></g>'
        + g.sparkles(rng, -100, -100, 100, 100, 7, 0.9)
    )


def star_points(n, r_out, r_in, rot=-90):
    pts = []
    for i in range(n * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180 / n)
        pts.append(f"{f(r * math.cos(a))},{f(r * math.sin(a))}")
    return " ".join(pts)


def m_badge(a, b, rng):
    tips = "".join(
        f'<circle cx="{f(84 * math.cos(math.radians(-90 + i * 60)))}" cy="{f(84 * math.sin(math.radians(-90 + i * 60)))}" r="10" fill="url(#gold)"/>'
        for i in range(6)
    )
    return (
        f'<polygon points="{star_points(6, 84, 46)}" fill="#000" opacity=".3" transform="translate(6 8)"/>'
        f'<polygon points="{star_points(6, 84, 46)}" fill="url(#gold)" stroke="#fff7d6" stroke-width="2.5" stroke-linejoin="round"/>{tips}'
        '<circle r="38" fill="none" stroke="#8a5a12" stroke-width="4"/>'
        f'<polygon points="{star_points(5, 26, 11)}" fill="#8a5a12"/>'
        '<circle cx="-30" cy="40" r="6" fill="#1c1917"/><circle cx="40" cy="-26" r="5" fill="#1c1917"/>'
    )


def m_chilli(a, b, rng):
    def pepper(x, y, rot, s, color):
        return (
            f'<g transform="translate({x} {y}) rotate({rot}) scale({s})">'
            f'<path d="M-10 -70 C40 -70 50 -10 30 40 C16 74 -10 92 -40 96 C-10 70 -4 30 -22 -10 C-30 -34 -28 -62 -10 -70Z" fill="{color}"/>'
            '<path d="M-4 -60 C20 -56 26 -20 14 14" stroke="#fff" stroke-opacity=".4" stroke-width="8" fill="none" stroke-linecap="round"/>'
            '<path d="M-18 -70 Q-4 -90 10 -72 Q0 -64 -18 -70Z" fill="#16a34a"/><path d="M-4 -82 Q-2 -100 14 -108" stroke="#15803d" stroke-width="7" fill="none" stroke-linecap="round"/>'
            "</g>"
        )

    return pepper(-34, 4, -14, 0.86, "#b91c1c") + pepper(30, 0, 16, 0.96, "#ef4444")


def m_plane(a, b, rng):
    trail = "M-110 86 Q-30 70 40 -20"
    return (
        f'<path d="{trail}" stroke="{lighten(a, 0.35)}" stroke-width="6" fill="none" stroke-linecap="round" stroke-dasharray="2 12"/>'
        f'<path d="{trail} L40 96 L-110 96Z" fill="{a}" opacity=".22"/>'
        '<g transform="translate(30 -24) rotate(-30) scale(1.35)">'
        '<path d="M-60 -6 L40 -10 Q64 -8 70 0 Q64 8 40 10 L-60 6Z" fill="#e11d48"/>'
        '<path d="M-10 -8 L-34 -62 L-18 -62 L18 -8Z" fill="#be123c"/><path d="M-10 8 L-34 62 L-18 62 L18 8Z" fill="#9f1239"/>'
        '<path d="M-56 -4 L-72 -28 L-62 -28 L-44 -4Z" fill="#be123c"/>'
        '<rect x="70" y="-30" width="6" height="60" rx="3" fill="#e2e8f0" opacity=".8"/>'
        '<circle cx="30" cy="0" r="7" fill="#38bdf8"/>'
        "</g>"
    )


def m_plinko(a, b, rng):
    pegs = []
    for row in range(6):
        for i in range(row + 3):
            x = (i - (row + 2) / 2) * 26
            y = -80 + row * 26
            pegs.append(f'<circle cx="{f(x)}" cy="{f(y)}" r="4.5" fill="#e2e8f0"/>')
    slots = []
    colors = ["#ef4444", "#f97316", "#facc15", "#84cc16", "#facc15", "#f97316", "#ef4444"]
    labels = ["9x", "3x", "1x", ".5", "1x", "3x", "9x"]
    for i, (c, t) in enumerate(zip(colors, labels)):
        x = (i - 3) * 30
        slots.append(
            f'<rect x="{f(x - 13)}" y="80" width="26" height="20" rx="4" fill="{c}"/>'
            f'<text x="{f(x)}" y="94.5" text-anchor="middle" font-family="{FONT}" font-weight="800" font-size="10" fill="#1c1917">{t}</text>'
        )
    board = "".join(pegs) + "".join(slots) + '<circle cx="8" cy="-40" r="10" fill="url(#pearl)"/><circle cx="8" cy="-40" r="10" fill="#f472b6" opacity=".55"/>'
    return f'<g transform="translate(0 -4) scale(1.3)">{board}</g>'


def m_wheel(a, b, rng):
    r = 90
    colors = ["#ef4444", "#f59e0b", "#22c55e", "#3b82f6", "#a855f7", "#ec4899", "#14b8a6", "#eab308"]
    labels = ["1", "2", "5", "10", "1", "2", "20", "40"]
    segs = []
    n = 16
    for i in range(n):
        a0, a1 = math.radians(i * 360 / n - 90), math.radians((i + 1) * 360 / n - 90)
        c = colors[i % len(colors)]
        segs.append(
            f'<path d="M0 0 L{f(r * math.cos(a0))} {f(r * math.sin(a0))} A{r} {r} 0 0 1 {f(r * math.cos(a1))} {f(r * math.sin(a1))}Z" fill="{c}" stroke="#fff7d6" stroke-width="1.5"/>'
        )
        mid = (a0 + a1) / 2
        tx, ty = r * 0.72 * math.cos(mid), r * 0.72 * math.sin(mid)
        segs.append(
            f'<text x="{f(tx)}" y="{f(ty)}" text-anchor="middle" dominant-baseline="central" font-family="{FONT}" font-weight="900" font-size="13" fill="#fff" transform="rotate({f(math.degrees(mid) + 90)} {f(tx)} {f(ty)})">{labels[i % len(labels)]}</text>'
        )
    bulbs = "".join(
        f'<circle cx="{f((r + 8) * math.cos(math.radians(i * 15)))}" cy="{f((r + 8) * math.sin(math.radians(i * 15)))}" r="3" fill="#fff7d6"/>'
        for i in range(24)
    )
    return (
        f'<circle r="{r + 16}" fill="#000" opacity=".35" transform="translate(4 8)"/>'
        f'<circle r="{r + 14}" fill="url(#gold)"/><circle r="{r + 2}" fill="#1c1917"/>{bulbs}'
        f'{"".join(segs)}<circle r="{r}" fill="url(#shine)"/>'
        '<circle r="18" fill="url(#gold)" stroke="#fff7d6" stroke-width="2"/>'
        f'<path d="M0 {-r + 12} L-14 {-r - 20} L14 {-r - 20}Z" fill="#fff" stroke="#1c1917" stroke-width="2"/>'
    )


def m_seven(a, b, rng):
    flames = m_flame(a, b, rng, scale=0.9, shift=12)
    return (
        flames
        + f'<text x="4" y="70" text-anchor="middle" font-family="{FONT}" font-weight="900" font-size="190" fill="#000" opacity=".35">7</text>'
        + f'<text y="62" text-anchor="middle" font-family="{FONT}" font-weight="900" font-size="190" fill="url(#sevenFill)" stroke="#fff7d6" stroke-width="4">7</text>'
    )


def m_flame(a, b, rng, scale=1.0, shift=0):
    def flame(s, color, dy=0):
        return (
            f'<path transform="translate(0 {f(dy + shift)}) scale({f(s * scale)})" '
            'd="M0 -100 C30 -60 70 -40 64 10 C60 56 30 90 0 90 C-30 90 -64 60 -64 14 C-64 -20 -40 -30 -34 -64 C-14 -44 -10 -30 -6 -20 C4 -50 -4 -76 0 -100Z" '
            f'fill="{color}"/>'
        )

    return flame(1.0, "#dc2626") + flame(0.78, "#f97316", 14) + flame(0.52, "#facc15", 30) + flame(0.26, "#fff7d6", 44)


def m_pyramid(a, b, rng):
    rays = "".join(
        f'<path d="M0 0 L{f(120 * math.cos(math.radians(ang - 4)))} {f(120 * math.sin(math.radians(ang - 4)))} L{f(120 * math.cos(math.radians(ang + 4)))} {f(120 * math.sin(math.radians(ang + 4)))}Z" fill="#fde68a" opacity=".16" transform="translate(0 -36)"/>'
        for ang in range(0, 360, 24)
    )
    return (
        f"{rays}"
        '<circle cy="-36" r="46" fill="url(#gold)"/>'
        f'<path d="M-104 92 L0 -30 L104 92Z" fill="{lighten(a, 0.1)}"/>'
        f'<path d="M0 -30 L104 92 L28 92Z" fill="{darken(a, 0.35)}"/>'
        + "".join(
            f'<line x1="{f(-104 + k * 8.6)}" y1="{f(92 - k * 10.2)}" x2="{f(k * 2.4)}" y2="{f(92 - k * 10.2)}" stroke="#000" stroke-opacity=".12" stroke-width="2"/>'
            for k in range(1, 12)
        )
        + '<path d="M-18 24 Q0 8 18 24 Q0 40 -18 24Z" fill="#1c1917" opacity=".7"/><circle cy="24" r="5" fill="url(#gold)"/>'
    )


def m_balls(a, b, rng):
    def ball(x, y, r, color, number):
        return (
            f'<g transform="translate({x} {y})"><circle r="{r}" fill="#000" opacity=".3" transform="translate(4 7)"/>'
            f'<circle r="{r}" fill="{color}"/><circle r="{f(r * 0.58)}" fill="#fff"/>'
            f'<text y="{f(r * 0.22)}" text-anchor="middle" font-family="{FONT}" font-weight="900" font-size="{f(r * 0.62)}" fill="#1c1917">{number}</text>'
            f'<circle r="{r}" fill="url(#shine)"/></g>'
        )

    return (
        ball(-52, 40, 40, "#ef4444", "7")
        + ball(48, 46, 38, "#3b82f6", "42")
        + ball(0, -34, 46, "#f59e0b", "21")
        + ball(-70, -52, 24, "#22c55e", "3")
        + ball(74, -40, 26, "#a855f7", "15")
    )


def m_horseshoe(a, b, rng):
    nails = "".join(
        f'<circle cx="{f(62 * math.cos(math.radians(ang)))}" cy="{f(62 * math.sin(math.radians(ang)) - 10)}" r="5" fill="#8a5a12"/>'
        for ang in (160, 190, 220, 320, 350, 20)
    )
    return (
        '<path d="M-52 86 L-66 30 A70 70 0 1 1 66 30 L52 86" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="30" transform="translate(5 8)"/>'
        '<path d="M-52 86 L-66 30 A70 70 0 1 1 66 30 L52 86" fill="none" stroke="url(#gold)" stroke-width="30" stroke-linecap="round"/>'
        f"{nails}" + g.sparkles(rng, -100, -100, 100, 100, 5, 0.8)
    )


def m_flag(a, b, rng):
    cells = []
    n, m = 6, 4
    for i in range(n):
        for j in range(m):
            if (i + j) % 2 == 0:
                x0 = -60 + i * 26
                y0 = -80 + j * 26 + 10 * math.sin(i * 0.9)
                cells.append(f'<rect x="{f(x0)}" y="{f(y0)}" width="26" height="26" fill="#0f172a"/>')
    return (
        '<rect x="-70" y="-90" width="8" height="190" rx="4" fill="#cbd5e1"/>'
        '<path d="M-62 -84 Q-20 -100 20 -84 T98 -84 L98 22 Q60 6 20 22 T-62 22Z" fill="#f8fafc"/>'
        f'<g clip-path="url(#flagClip)">{"".join(cells)}</g>'
        '<clipPath id="flagClip"><path d="M-62 -84 Q-20 -100 20 -84 T98 -84 L98 22 Q60 6 20 22 T-62 22Z"/></clipPath>'
        + g.sparkles(rng, -100, 40, 100, 100, 5, 0.8)
    )


def m_star(a, b, rng):
    colors = ["#ef4444", "#f59e0b", "#22c55e", "#3b82f6", "#a855f7", "#ec4899", "#14b8a6", "#eab308"]
    out = []
    for i, c in enumerate(colors):
        ang = i * 45
        out.append(
            f'<g transform="rotate({ang}) translate(0 -62)"><polygon points="0,-26 14,0 0,26 -14,0" fill="{c}"/>'
            '<polygon points="0,-26 14,0 0,0" fill="#fff" opacity=".35"/></g>'
        )
    return (
        '<circle r="96" fill="#fff" opacity=".06"/>'
        f'{"".join(out)}'
        f'<polygon points="{star_points(8, 46, 20)}" fill="#fff7d6"/>'
        f'<polygon points="{star_points(8, 30, 14, -67.5)}" fill="url(#gold)"/>'
    )


MOTIFS = {name[2:]: fn for name, fn in globals().items() if name.startswith("m_")}


# --------------------------------------------------------------------------------------------------- tile

TILE_DEFS = """
<radialGradient id="orbGlow" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".8"/><stop offset=".5" stop-color="#fff" stop-opacity=".1"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></radialGradient>
<linearGradient id="sevenFill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fecaca"/><stop offset=".45" stop-color="#ef4444"/><stop offset="1" stop-color="#7f1d1d"/></linearGradient>
"""


def used_defs(body):
    """Only the shared gradients the body refers to (keeps each tile small)."""
    wanted = set(re.findall(r"url\(#([A-Za-z0-9]+)\)", body))
    lines = [line for line in (g.DEFS + TILE_DEFS).strip().splitlines() if line.strip()]
    return "".join(line for line in lines if (m := re.search(r'id="([^"]+)"', line)) and m.group(1) in wanted)


def title_lines(name):
    """One line when it fits well, else two (balanced), rarely three."""
    words = name.split()
    if len(words) == 1 or text_width(name, 40, 900) <= 250:
        return [name]
    best = None
    for k in range(1, len(words)):
        lines = [" ".join(words[:k]), " ".join(words[k:])]
        width = max(text_width(line, 40, 900) for line in lines)
        if best is None or width < best[0]:
            best = (width, lines)
    return best[1]


def tile(game):
    art = game["art"]
    a, b = art["colors"]
    rng = random.Random(f'{game["provider"]}-{game["code"]}')
    motif = MOTIFS[art["motif"]](a, b, rng)
    hue = PROVIDER_HUE[game["provider"]]
    lines = title_lines(game["name"])
    widest = max(text_width(line, 1, 900) for line in lines)
    size = max(20.0, min(40.0 if len(lines) == 1 else 34.0, 262 / widest))
    line_h = size * 1.02
    bottom = 360
    first = bottom - line_h * (len(lines) - 1)
    title = []
    for i, line in enumerate(lines):
        y = first + i * line_h
        width = min(text_width(line, size, 900), 262)
        common = f'x="150" y="{f(y)}" text-anchor="middle" font-family="{FONT}" font-weight="900" font-size="{f(size)}" letter-spacing="{f(-size * 0.02)}" textLength="{f(width)}" lengthAdjust="spacingAndGlyphs"'
        title.append(f'<text {common} fill="#000" opacity=".5" transform="translate(0 3)">{escape(line)}</text>')
        title.append(f'<text {common} fill="url(#titleFill)">{escape(line)}</text>')
    studio = game["studio"].upper()
    studio_w = min(text_width(studio, 11, 700) * 1.15 + 1.4 * len(studio), 240)
    live = ""
    if game.get("live"):
        live = (
            '<rect x="16" y="16" width="58" height="22" rx="11" fill="#dc2626"/>'
            '<circle cx="30" cy="27" r="4" fill="#fff"/>'
            f'<text x="38" y="31.5" font-family="{FONT}" font-weight="800" font-size="12" fill="#fff">LIVE</text>'
        )
    rays = "".join(
        f'<path d="M{MX} {MY} L{f(MX + 400 * math.cos(math.radians(ang)))} {f(MY + 400 * math.sin(math.radians(ang)))} L{f(MX + 400 * math.cos(math.radians(ang + 9)))} {f(MY + 400 * math.sin(math.radians(ang + 9)))}Z"/>'
        for ang in range(0, 360, 18)
    )
    body = (
        f'<rect width="{W}" height="{H}" fill="url(#bg)"/>'
        f'<g fill="#fff" opacity=".05">{rays}</g>'
        f'<rect width="{W}" height="{H}" fill="url(#glow)"/>'
        f'<rect width="{W}" height="{H}" fill="url(#dots)"/>'
        f'<g transform="translate({MX} {MY})">{motif}</g>'
        f"{g.sparkles(rng, 20, 20, 280, 240, 7, 0.7)}"
        f'<rect y="220" width="{W}" height="180" fill="url(#shade)"/>'
        f'{"".join(title)}'
        f'<text x="150" y="384" text-anchor="middle" font-family="{FONT}" font-weight="700" font-size="11" letter-spacing="1.4" textLength="{f(studio_w)}" lengthAdjust="spacingAndGlyphs" fill="{g.TEXT_2}">{escape(studio)}</text>'
        f"{live}"
        f'<rect x="3" y="3" width="{W - 6}" height="{H - 6}" rx="14" fill="none" stroke="{hue}" stroke-opacity=".55" stroke-width="2"/>'
    )
    defs = (
        f'<linearGradient id="bg" x1="0" y1="0" x2=".6" y2="1"><stop offset="0" stop-color="{a}"/><stop offset=".55" stop-color="{mix(a, b, 0.7)}"/><stop offset="1" stop-color="{b}"/></linearGradient>'
        f'<radialGradient id="glow" gradientUnits="userSpaceOnUse" cx="{MX}" cy="{MY}" r="170"><stop offset="0" stop-color="{lighten(a, 0.45)}" stop-opacity=".55"/><stop offset="1" stop-color="{a}" stop-opacity="0"/></radialGradient>'
        f'<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{darken(b, 0.5)}" stop-opacity="0"/><stop offset=".45" stop-color="{darken(b, 0.55)}" stop-opacity=".85"/><stop offset="1" stop-color="{darken(b, 0.7)}" stop-opacity=".97"/></linearGradient>'
        f'<linearGradient id="titleFill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="{lighten(a, 0.55)}"/></linearGradient>'
        + used_defs(body)
    )
    return g.svg(W, H, f"<defs>{defs}</defs>{body}", game["name"])


# ---------------------------------------------------------------------------------------------- icons
# 24 x 24 line icons in one stroke width, light on dark (the lobby's chips tint them when active).

ICON_PATHS = {
    "flame": '<path d="M12 3c1 3 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 1.5.5 2.5 1.5 3C10.5 8 11 5 12 3z"/>',
    "sparkles": '<path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8z"/><path d="M18.5 15v4M16.5 17h4M5.5 3.5v3M4 5h3"/>',
    "crown": '<path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 10H5z"/><path d="M5 21h14"/>',
    "grid": '<rect x="3.5" y="3.5" width="7" height="7" rx="1.5"/><rect x="13.5" y="3.5" width="7" height="7" rx="1.5"/><rect x="3.5" y="13.5" width="7" height="7" rx="1.5"/><rect x="13.5" y="13.5" width="7" height="7" rx="1.5"/>',
    "gift": '<rect x="3.5" y="8.5" width="17" height="4" rx="1"/><path d="M5 12.5v8h14v-8M12 8.5v12M12 8.5C10 4 6.5 5 7.5 7.5S12 8.5 12 8.5zM12 8.5c2-4.5 5.5-3.5 4.5-1S12 8.5 12 8.5z"/>',
    "cherry": '<circle cx="7.5" cy="16.5" r="3.5"/><circle cx="16.5" cy="17" r="3.5"/><path d="M7.5 13c0-4 3-7.5 9-9.5M16.5 13.5c-1-3.5-1-6.5 0-10"/>',
    "dice": '<rect x="3.5" y="3.5" width="17" height="17" rx="3.5"/><circle cx="8.5" cy="8.5" r="1.2" fill="currentColor"/><circle cx="15.5" cy="15.5" r="1.2" fill="currentColor"/><circle cx="12" cy="12" r="1.2" fill="currentColor"/><circle cx="15.5" cy="8.5" r="1.2" fill="currentColor"/><circle cx="8.5" cy="15.5" r="1.2" fill="currentColor"/>',
    "star": '<path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"/>',
    "roulette": '<circle cx="12" cy="12" r="8.5"/><circle cx="12" cy="12" r="3.5"/><path d="M12 3.5v5M12 15.5v5M3.5 12h5M15.5 12h5M6 6l3.5 3.5M14.5 14.5L18 18M18 6l-3.5 3.5M9.5 14.5L6 18"/>',
    "cards": '<rect x="3.5" y="5.5" width="10" height="14" rx="2" transform="rotate(-10 8.5 12.5)"/><rect x="10.5" y="4.5" width="10" height="14" rx="2" transform="rotate(8 15.5 11.5)"/>',
    "chips": '<ellipse cx="12" cy="7" rx="7.5" ry="3"/><path d="M4.5 7v4c0 1.7 3.4 3 7.5 3s7.5-1.3 7.5-3V7M4.5 11v4c0 1.7 3.4 3 7.5 3s7.5-1.3 7.5-3v-4"/>',
    "baccarat": '<rect x="4.5" y="4.5" width="10" height="15" rx="2"/><path d="M8 9h2.5a1.8 1.8 0 0 1 0 3.5H8zM8 12.5h3a1.8 1.8 0 0 1 0 3.5H8zM8 9v7"/><path d="M17.5 7.5l2 1v10l-5 1"/>',
    "wheel": '<circle cx="12" cy="13" r="7.5"/><path d="M12 5.5v15M4.5 13h15M6.7 7.7l10.6 10.6M17.3 7.7L6.7 18.3"/><path d="M10 2.5h4L12 5z" fill="currentColor"/>',
    "crescent": '<path d="M14.5 4.5a8 8 0 1 0 0 15 6.5 6.5 0 1 1 0-15z"/><path d="M17.5 9.5l.8 1.8 1.9.2-1.4 1.3.4 1.9-1.7-1-1.7 1 .4-1.9-1.4-1.3 1.9-.2z"/>',
    "plane": '<path d="M3 17c5-1 10-4 14-9M14.5 5.5l5-1.5-1 5.5M3 20.5h18"/>',
    "bolt": '<path d="M13.5 3L5.5 13.5h6l-1 7.5 8-10.5h-6z"/>',
    "ball": '<circle cx="12" cy="12" r="8.5"/><circle cx="12" cy="12" r="4"/><path d="M11 10.5h1.5v3.5M11 14h3"/>',
    "tv": '<rect x="3" y="6.5" width="18" height="12" rx="2"/><path d="M8.5 3l3.5 3.5L15.5 3M8 21h8"/>',
    "football": '<circle cx="12" cy="12" r="8.5"/><path d="M12 8l3 2.2-1.1 3.5h-3.8L9 10.2zM12 8V3.5M15 10.2l4.2-1.4M13.9 13.7l2.6 3.6M10.1 13.7l-2.6 3.6M9 10.2L4.8 8.8"/>',
    "flag": '<path d="M5 21V4M5 4.5c4-2 6 2 10 0s4 0 4 0v9s-1-1.5-4 0-6-2-10 0"/><path d="M9 4v9.2M13 5v8.8M5 9c4-2 6 2 10 0s4 0 4 0"/>',
}


def icon(name):
    body = ICON_PATHS[name].replace("currentColor", "#e8eef8")
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" '
        'stroke="#e8eef8" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">'
        f"{body}</svg>\n"
    )


# ---------------------------------------------------------------------------------------------- output


def files():
    with open(CATALOGUE, encoding="utf-8") as fh:
        catalogue = json.load(fh)
    out = {}
    for game in catalogue["games"]:
        out[f'games/{game["provider"]}-{game["code"]}.svg'] = tile(game)
    for category in catalogue["categories"]:
        out[f'categories/{category["slug"]}.svg'] = icon(category["icon"])
    return out


def main():
    check = "--check" in sys.argv[1:]
    stale = []
    for rel, content in sorted(files().items()):
        path = os.path.join(OUT, rel)
        current = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if current == content:
            continue
        if check:
            stale.append(rel)
            continue
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(content)
        print("wrote", os.path.relpath(path, ROOT))
    if stale:
        print("out of date (run python3 tools/art/casino.py):", *stale, sep="\n  ")
        sys.exit(1)


if __name__ == "__main__":
    main()
