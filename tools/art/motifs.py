"""The shared pieces of Zar's generated artwork: the site's colour tokens, the image sizes, the motifs (dice, cards,
chips, a roulette wheel, a slot machine, a crash chart, …), the gradients and the scene around them. generate.py
(banners, promotions, popups, wordmarks) and casino.py (the game tiles) draw with them; nothing here writes a file.
"""

import math
import os
import random
from xml.sax.saxutils import escape

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# The site's tokens (web/src/styles/globals.css).
NAVY0, NAVY1, NAVY2, NAVY3 = "#0a101c", "#0f1828", "#16223a", "#1f2d49"
AMBER, AMBER_HI, AMBER_DEEP, AMBER_FG = "#f8a933", "#ffbb52", "#ec6a1e", "#1d1303"
MONEY = "#3ddc84"
TEXT, TEXT_2, TEXT_3 = "#f3f6fb", "#c5cfdf", "#95a3bb"
RED, BLACK = "#e23a3f", "#111827"

FONT = "'Inter Variable','Inter','Segoe UI','Helvetica Neue',Arial,'DejaVu Sans',sans-serif"
MONO = "'JetBrains Mono','DejaVu Sans Mono',Menlo,Consolas,monospace"

# Image sizes, in the spec's order: [0] default (mobile), [1] >= 1200 px, [2] >= 992 px.
BANNER_SIZES = [(800, 400), (1920, 540), (1200, 440)]
POPUP_SIZES = [(600, 750), (1000, 600), (900, 540)]

# Each theme: the glow colours behind the art.
THEMES = {
    "amber": ("#f8a933", "#8b5cf6"),
    "pitch": ("#22c55e", "#3b82f6"),
    "teal": ("#14b8a6", "#f8a933"),
    "money": ("#3ddc84", "#14b8a6"),
    "violet": ("#d946ef", "#8b5cf6"),
    "sky": ("#38bdf8", "#6366f1"),
    "ruby": ("#ef4444", "#f8a933"),
    "felt": ("#10b981", "#f8a933"),
    "gold": ("#f59e0b", "#b91c1c"),
}


def f(x):
    """A number as SVG wants it: short, no trailing zeros."""
    s = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if s == "-0" else s


def text_width(text, size, weight=800):
    """A rough width of `text` in a bold sans at `size` px (enough to size pills and fit lines)."""
    wide = sum(0.74 if c in "MWmw%" else 0.34 if c in "iIl.,:;'!|1 " else 0.64 for c in text)
    return wide * size * (1.0 if weight >= 700 else 0.92)


# ---------------------------------------------------------------------------------------------- motifs
# Each motif is drawn around (0, 0) in a box of about 600 x 500 and placed with translate/scale.


def dice(x, y, s, rot, face, ivory=False, gid="dA"):
    pips = {
        1: [(0, 0)],
        2: [(-1, -1), (1, 1)],
        3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
    }[face]
    step = s * 0.26
    pip_color = NAVY0 if not ivory else "#1b2436"
    body = (
        f'<rect x="{f(-s / 2 + s * 0.05)}" y="{f(-s / 2 + s * 0.09)}" width="{f(s)}" height="{f(s)}" rx="{f(s * 0.2)}" fill="#000" opacity=".35"/>'
        f'<rect x="{f(-s / 2)}" y="{f(-s / 2)}" width="{f(s)}" height="{f(s)}" rx="{f(s * 0.2)}" fill="url(#{gid})"/>'
        f'<rect x="{f(-s / 2 + s * 0.06)}" y="{f(-s / 2 + s * 0.05)}" width="{f(s * 0.88)}" height="{f(s * 0.4)}" rx="{f(s * 0.16)}" fill="#fff" opacity=".16"/>'
    )
    dots = "".join(
        f'<circle cx="{f(px * step)}" cy="{f(py * step)}" r="{f(s * 0.085)}" fill="{pip_color}"/>' for px, py in pips
    )
    return f'<g transform="translate({f(x)} {f(y)}) rotate({f(rot)})">{body}{dots}</g>'


def suit_path(suit, size):
    """A suit symbol centred on (0, 0), about `size` tall."""
    k = size / 2
    if suit == "heart":
        return (
            f"M0 {f(k * 0.9)} C{f(-k * 0.2)} {f(k * 0.6)} {f(-k)} {f(k * 0.05)} {f(-k)} {f(-k * 0.4)} "
            f"C{f(-k)} {f(-k * 0.95)} {f(-k * 0.25)} {f(-k * 1.05)} 0 {f(-k * 0.5)} "
            f"C{f(k * 0.25)} {f(-k * 1.05)} {f(k)} {f(-k * 0.95)} {f(k)} {f(-k * 0.4)} "
            f"C{f(k)} {f(k * 0.05)} {f(k * 0.2)} {f(k * 0.6)} 0 {f(k * 0.9)}Z"
        )
    if suit == "diamond":
        return f"M0 {f(-k)} L{f(k * 0.72)} 0 L0 {f(k)} L{f(-k * 0.72)} 0Z"
    if suit == "spade":
        return (
            f"M0 {f(-k)} C{f(-k * 0.3)} {f(-k * 0.55)} {f(-k)} {f(-k * 0.15)} {f(-k)} {f(k * 0.25)} "
            f"C{f(-k)} {f(k * 0.7)} {f(-k * 0.35)} {f(k * 0.75)} {f(-k * 0.08)} {f(k * 0.45)} "
            f"L{f(-k * 0.3)} {f(k)} L{f(k * 0.3)} {f(k)} L{f(k * 0.08)} {f(k * 0.45)} "
            f"C{f(k * 0.35)} {f(k * 0.75)} {f(k)} {f(k * 0.7)} {f(k)} {f(k * 0.25)} "
            f"C{f(k)} {f(-k * 0.15)} {f(k * 0.3)} {f(-k * 0.55)} 0 {f(-k)}Z"
        )
    # club
    r = k * 0.42
    return (
        f"M{f(-r)} {f(-k * 0.5)} a{f(r)} {f(r)} 0 1 0 {f(2 * r)} 0 a{f(r)} {f(r)} 0 1 0 {f(-2 * r)} 0Z "
        f"M{f(-k)} {f(k * 0.15)} a{f(r)} {f(r)} 0 1 0 {f(2 * r)} 0 a{f(r)} {f(r)} 0 1 0 {f(-2 * r)} 0Z "
        f"M{f(k - 2 * r)} {f(k * 0.15)} a{f(r)} {f(r)} 0 1 0 {f(2 * r)} 0 a{f(r)} {f(r)} 0 1 0 {f(-2 * r)} 0Z "
        f"M{f(-k * 0.12)} 0 L{f(-k * 0.32)} {f(k)} L{f(k * 0.32)} {f(k)} L{f(k * 0.12)} 0Z"
    )


def card(x, y, w, rot, rank, suit):
    h = w * 1.4
    color = RED if suit in ("heart", "diamond") else BLACK
    return (
        f'<g transform="translate({f(x)} {f(y)}) rotate({f(rot)})">'
        f'<rect x="{f(-w / 2 + 6)}" y="{f(-h / 2 + 10)}" width="{f(w)}" height="{f(h)}" rx="{f(w * 0.09)}" fill="#000" opacity=".35"/>'
        f'<rect x="{f(-w / 2)}" y="{f(-h / 2)}" width="{f(w)}" height="{f(h)}" rx="{f(w * 0.09)}" fill="url(#cardFace)" stroke="#cfd6e2" stroke-width="2"/>'
        f'<text x="{f(-w / 2 + w * 0.1)}" y="{f(-h / 2 + w * 0.26)}" font-family="{FONT}" font-weight="800" font-size="{f(w * 0.22)}" fill="{color}">{escape(rank)}</text>'
        f'<path transform="translate({f(-w / 2 + w * 0.17)} {f(-h / 2 + w * 0.42)})" d="{suit_path(suit, w * 0.14)}" fill="{color}"/>'
        f'<path d="{suit_path(suit, w * 0.46)}" fill="{color}"/>'
        f'<g transform="rotate(180)"><text x="{f(-w / 2 + w * 0.1)}" y="{f(-h / 2 + w * 0.26)}" font-family="{FONT}" font-weight="800" font-size="{f(w * 0.22)}" fill="{color}">{escape(rank)}</text></g>'
        "</g>"
    )


def chip(x, y, r, color, edge="#fff"):
    return (
        f'<g transform="translate({f(x)} {f(y)})">'
        f'<circle r="{f(r)}" fill="#000" opacity=".3" transform="translate(4 8)"/>'
        f'<circle r="{f(r)}" fill="{color}"/>'
        f'<circle r="{f(r * 0.86)}" fill="none" stroke="{edge}" stroke-width="{f(r * 0.22)}" stroke-dasharray="{f(r * 0.42)} {f(r * 0.48)}"/>'
        f'<circle r="{f(r * 0.6)}" fill="{color}" stroke="{edge}" stroke-opacity=".7" stroke-width="{f(r * 0.05)}"/>'
        f'<circle r="{f(r * 0.6)}" fill="url(#shine)"/>'
        "</g>"
    )


def chip_stack(x, y, r, n, color, edge="#fff"):
    parts = []
    t = r * 0.2
    for i in range(n):
        cy = -i * t
        parts.append(
            f'<g transform="translate(0 {f(cy)})">'
            f'<rect x="{f(-r)}" y="0" width="{f(2 * r)}" height="{f(t)}" fill="{color}"/>'
            f'<ellipse cy="{f(t)}" rx="{f(r)}" ry="{f(r * 0.34)}" fill="{color}" opacity=".9"/>'
            f'<rect x="{f(-r)}" y="0" width="{f(2 * r)}" height="{f(t)}" fill="#000" opacity=".25"/>'
            f'<ellipse rx="{f(r)}" ry="{f(r * 0.34)}" fill="{color}"/>'
            f'<ellipse rx="{f(r * 0.84)}" ry="{f(r * 0.27)}" fill="none" stroke="{edge}" stroke-width="{f(r * 0.1)}" stroke-dasharray="{f(r * 0.3)} {f(r * 0.34)}"/>'
            "</g>"
        )
    return f'<g transform="translate({f(x)} {f(y)})">' + "".join(parts) + "</g>"


def football(x, y, r):
    # A truncated-icosahedron impression: a central pentagon and five cut pentagons at the rim.
    def pent(cx, cy, pr, rot):
        pts = " ".join(
            f"{f(cx + pr * math.cos(math.radians(rot + 72 * i - 90)))},{f(cy + pr * math.sin(math.radians(rot + 72 * i - 90)))}"
            for i in range(5)
        )
        return f'<polygon points="{pts}" fill="#1b2436"/>'

    parts = [pent(0, 0, r * 0.3, 0)]
    for i in range(5):
        a = math.radians(72 * i - 90)
        parts.append(pent(r * 0.82 * math.cos(a), r * 0.82 * math.sin(a), r * 0.28, 36 + 72 * i))
    seams = "".join(
        f'<line x1="{f(r * 0.3 * math.cos(math.radians(72 * i - 90)))}" y1="{f(r * 0.3 * math.sin(math.radians(72 * i - 90)))}" '
        f'x2="{f(r * 0.62 * math.cos(math.radians(72 * i - 90)))}" y2="{f(r * 0.62 * math.sin(math.radians(72 * i - 90)))}" stroke="#1b2436" stroke-width="{f(r * 0.035)}"/>'
        for i in range(5)
    )
    return (
        f'<g transform="translate({f(x)} {f(y)})">'
        f'<ellipse cy="{f(r * 1.05)}" rx="{f(r * 0.8)}" ry="{f(r * 0.14)}" fill="#000" opacity=".35"/>'
        f'<clipPath id="ballClip"><circle r="{f(r)}"/></clipPath>'
        f'<circle r="{f(r)}" fill="#f1f5f9"/>'
        f'<g clip-path="url(#ballClip)">{"".join(parts)}{seams}</g>'
        f'<circle r="{f(r)}" fill="url(#ballShade)"/>'
        "</g>"
    )


def stadium(w, h, rng):
    """A night pitch in perspective with floodlights: a backdrop for the sports banner."""
    cx = w * 0.5
    top, bottom = h * 0.52, h * 1.02
    tl, tr_ = cx - w * 0.2, cx + w * 0.2
    bl, br = cx - w * 0.55, cx + w * 0.55
    stripes = []
    n = 8
    for i in range(n):
        y0 = top + (bottom - top) * (i / n) ** 1.25
        y1 = top + (bottom - top) * ((i + 1) / n) ** 1.25
        def xs(y):
            t = (y - top) / (bottom - top)
            return tl + (bl - tl) * t, tr_ + (br - tr_) * t
        a0, b0 = xs(y0)
        a1, b1 = xs(y1)
        fill = "#1f8f4e" if i % 2 == 0 else "#1a7d44"
        stripes.append(f'<polygon points="{f(a0)},{f(y0)} {f(b0)},{f(y0)} {f(b1)},{f(y1)} {f(a1)},{f(y1)}" fill="{fill}"/>')
    mid_y = top + (bottom - top) * 0.5 ** 1.25
    lines = (
        f'<polygon points="{f(tl)},{f(top)} {f(tr_)},{f(top)} {f(br)},{f(bottom)} {f(bl)},{f(bottom)}" fill="none" stroke="#e2f7ea" stroke-opacity=".55" stroke-width="3"/>'
        f'<line x1="{f(cx - w * 0.37)}" y1="{f(mid_y)}" x2="{f(cx + w * 0.37)}" y2="{f(mid_y)}" stroke="#e2f7ea" stroke-opacity=".55" stroke-width="3"/>'
        f'<ellipse cx="{f(cx)}" cy="{f(mid_y)}" rx="{f(w * 0.1)}" ry="{f(h * 0.06)}" fill="none" stroke="#e2f7ea" stroke-opacity=".55" stroke-width="3"/>'
    )
    stands = f'<path d="M0 {f(top)} Q{f(cx)} {f(h * 0.3)} {f(w)} {f(top)} L{f(w)} {f(top + 10)} L0 {f(top + 10)}Z" fill="#0b1322"/>'
    crowd = "".join(
        f'<circle cx="{f(rng.uniform(0, w))}" cy="{f(rng.uniform(h * 0.38, top))}" r="{f(rng.uniform(1.2, 2.6))}" fill="{rng.choice(["#f8a933", "#f3f6fb", "#38bdf8", "#ef4444"])}" opacity="{f(rng.uniform(0.25, 0.7))}"/>'
        for _ in range(160)
    )
    lights = ""
    for lx in (w * 0.12, w * 0.88):
        lights += (
            f'<polygon points="{f(lx - 26)},{f(h * 0.08)} {f(lx + 26)},{f(h * 0.08)} {f(cx + (lx - cx) * 0.1 + 160)},{f(bottom)} {f(cx + (lx - cx) * 0.1 - 160)},{f(bottom)}" fill="url(#beam)" opacity=".55"/>'
            f'<rect x="{f(lx - 30)}" y="{f(h * 0.05)}" width="60" height="22" rx="5" fill="#e8eef8"/>'
            f'<rect x="{f(lx - 4)}" y="{f(h * 0.05 + 22)}" width="8" height="{f(h * 0.45)}" fill="#26324a"/>'
        )
    return f"<g>{stands}{crowd}{''.join(stripes)}{lines}{lights}</g>"


def slot_machine(x, y, s):
    w, h = 420 * s, 360 * s
    reel_w, reel_h = w * 0.255, h * 0.5
    reels = []
    symbols = ["seven", "cherry", "seven"]
    for i, sym in enumerate(symbols):
        rx = -w * 0.4275 + i * (reel_w + w * 0.045)
        ry = -h * 0.18
        reels.append(
            f'<rect x="{f(rx)}" y="{f(ry)}" width="{f(reel_w)}" height="{f(reel_h)}" rx="{f(12 * s)}" fill="url(#reel)"/>'
        )
        cx, cy = rx + reel_w / 2, ry + reel_h / 2
        if sym == "seven":
            reels.append(
                f'<text x="{f(cx)}" y="{f(cy + reel_h * 0.2)}" text-anchor="middle" font-family="{FONT}" font-weight="900" font-size="{f(reel_h * 0.62)}" fill="#e11d48" stroke="#7f1d1d" stroke-width="{f(3 * s)}">7</text>'
            )
        else:
            reels.append(
                f'<path d="M{f(cx - 18 * s)} {f(cy + 8 * s)} Q{f(cx - 6 * s)} {f(cy - 50 * s)} {f(cx + 26 * s)} {f(cy - 52 * s)} M{f(cx + 22 * s)} {f(cy + 14 * s)} Q{f(cx + 14 * s)} {f(cy - 30 * s)} {f(cx + 26 * s)} {f(cy - 52 * s)}" stroke="#15803d" stroke-width="{f(6 * s)}" fill="none" stroke-linecap="round"/>'
                f'<circle cx="{f(cx - 18 * s)}" cy="{f(cy + 22 * s)}" r="{f(22 * s)}" fill="#dc2626"/>'
                f'<circle cx="{f(cx + 22 * s)}" cy="{f(cy + 28 * s)}" r="{f(22 * s)}" fill="#ef4444"/>'
                f'<circle cx="{f(cx - 25 * s)}" cy="{f(cy + 14 * s)}" r="{f(6 * s)}" fill="#fff" opacity=".6"/>'
                f'<circle cx="{f(cx + 15 * s)}" cy="{f(cy + 20 * s)}" r="{f(6 * s)}" fill="#fff" opacity=".6"/>'
            )
        # neighbours above and below, faded
        reels.append(
            f'<rect x="{f(rx)}" y="{f(ry)}" width="{f(reel_w)}" height="{f(reel_h)}" rx="{f(12 * s)}" fill="url(#reelShade)"/>'
        )
    payline = f'<line x1="{f(-w * 0.44)}" y1="{f(-h * 0.18 + reel_h / 2)}" x2="{f(w * 0.44)}" y2="{f(-h * 0.18 + reel_h / 2)}" stroke="{AMBER_HI}" stroke-width="{f(4 * s)}" stroke-dasharray="{f(14 * s)} {f(8 * s)}" opacity=".9"/>'
    bulbs = "".join(
        f'<circle cx="{f(-w * 0.42 + i * w * 0.84 / 9)}" cy="{f(-h * 0.42)}" r="{f(6 * s)}" fill="{AMBER_HI if i % 2 == 0 else "#fff"}"/>'
        for i in range(10)
    )
    return (
        f'<g transform="translate({f(x)} {f(y)})">'
        f'<rect x="{f(-w / 2 + 10)}" y="{f(-h / 2 + 16)}" width="{f(w)}" height="{f(h)}" rx="{f(34 * s)}" fill="#000" opacity=".4"/>'
        f'<rect x="{f(-w / 2)}" y="{f(-h / 2)}" width="{f(w)}" height="{f(h)}" rx="{f(34 * s)}" fill="url(#cabinet)" stroke="url(#gold)" stroke-width="{f(8 * s)}"/>'
        f'<rect x="{f(-w * 0.46)}" y="{f(-h * 0.47)}" width="{f(w * 0.92)}" height="{f(h * 0.18)}" rx="{f(16 * s)}" fill="#1a0b2e" opacity=".6"/>'
        f"{bulbs}"
        f'<text x="0" y="{f(-h * 0.27)}" text-anchor="middle" font-family="{FONT}" font-weight="900" font-size="{f(40 * s)}" letter-spacing="{f(6 * s)}" fill="url(#gold)">JACKPOT</text>'
        f'<rect x="{f(-w * 0.44)}" y="{f(-h * 0.21)}" width="{f(w * 0.88)}" height="{f(reel_h + h * 0.06)}" rx="{f(18 * s)}" fill="#12061f"/>'
        f'{"".join(reels)}{payline}'
        f'<rect x="{f(-w * 0.3)}" y="{f(h * 0.38)}" width="{f(w * 0.6)}" height="{f(h * 0.07)}" rx="{f(10 * s)}" fill="#12061f" opacity=".7"/>'
        f'<rect x="{f(w / 2 + 8 * s)}" y="{f(-h * 0.25)}" width="{f(12 * s)}" height="{f(h * 0.45)}" rx="{f(6 * s)}" fill="#9aa4b8"/>'
        f'<circle cx="{f(w / 2 + 14 * s)}" cy="{f(-h * 0.28)}" r="{f(22 * s)}" fill="url(#redBall)"/>'
        "</g>"
    )


def roulette(x, y, r, tilt=1.0, spin=0):
    order = [0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26]
    reds = {1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36}
    wedges = []
    r_out, r_in = r * 0.86, r * 0.58
    for i, n in enumerate(order):
        a0 = math.radians(spin + i * 360 / 37 - 90)
        a1 = math.radians(spin + (i + 1) * 360 / 37 - 90)
        color = "#16a34a" if n == 0 else (RED if n in reds else "#151b28")
        p = [
            (r_out * math.cos(a0), r_out * math.sin(a0)),
            (r_out * math.cos(a1), r_out * math.sin(a1)),
            (r_in * math.cos(a1), r_in * math.sin(a1)),
            (r_in * math.cos(a0), r_in * math.sin(a0)),
        ]
        wedges.append(
            f'<path d="M{f(p[0][0])} {f(p[0][1])} A{f(r_out)} {f(r_out)} 0 0 1 {f(p[1][0])} {f(p[1][1])} L{f(p[2][0])} {f(p[2][1])} A{f(r_in)} {f(r_in)} 0 0 0 {f(p[3][0])} {f(p[3][1])}Z" fill="{color}" stroke="#d4a94f" stroke-width="{f(r * 0.008)}"/>'
        )
        mid = math.radians(spin + (i + 0.5) * 360 / 37 - 90)
        tr_ = r * 0.78
        wedges.append(
            f'<text x="{f(tr_ * math.cos(mid))}" y="{f(tr_ * math.sin(mid))}" font-family="{FONT}" font-weight="700" font-size="{f(r * 0.062)}" fill="#fff" text-anchor="middle" dominant-baseline="central" transform="rotate({f(math.degrees(mid) + 90)} {f(tr_ * math.cos(mid))} {f(tr_ * math.sin(mid))})">{n}</text>'
        )
    spokes = "".join(
        f'<rect x="{f(-r * 0.025)}" y="{f(-r * 0.4)}" width="{f(r * 0.05)}" height="{f(r * 0.8)}" rx="{f(r * 0.02)}" fill="url(#gold)" transform="rotate({a})"/>'
        for a in (0, 90)
    )
    ball_a = math.radians(spin + 5.5 * 360 / 37 - 90)
    return (
        f'<g transform="translate({f(x)} {f(y)}) scale(1 {f(tilt)})">'
        f'<circle r="{f(r * 1.04)}" fill="#000" opacity=".4" transform="translate(0 {f(r * 0.06)})"/>'
        f'<circle r="{f(r)}" fill="url(#wood)"/>'
        f'<circle r="{f(r * 0.9)}" fill="#0b0f18" stroke="url(#gold)" stroke-width="{f(r * 0.03)}"/>'
        f'{"".join(wedges)}'
        f'<circle r="{f(r * 0.58)}" fill="url(#cone)"/>'
        f'<circle r="{f(r * 0.58)}" fill="none" stroke="url(#gold)" stroke-width="{f(r * 0.02)}"/>'
        f"{spokes}"
        f'<circle r="{f(r * 0.1)}" fill="url(#gold)"/>'
        f'<circle cx="{f(r * 0.7 * math.cos(ball_a))}" cy="{f(r * 0.7 * math.sin(ball_a))}" r="{f(r * 0.045)}" fill="url(#pearl)"/>'
        "</g>"
    )


def crash_chart(x, y, s, label):
    w, h = 520 * s, 380 * s
    grid = "".join(
        f'<line x1="{f(-w / 2 + 30 * s)}" y1="{f(-h / 2 + i * h / 6)}" x2="{f(w / 2 - 20 * s)}" y2="{f(-h / 2 + i * h / 6)}" stroke="#fff" stroke-opacity=".06"/>'
        for i in range(1, 6)
    ) + "".join(
        f'<line x1="{f(-w / 2 + i * w / 7)}" y1="{f(-h / 2 + 20 * s)}" x2="{f(-w / 2 + i * w / 7)}" y2="{f(h / 2 - 30 * s)}" stroke="#fff" stroke-opacity=".06"/>'
        for i in range(1, 7)
    )
    pts = []
    for i in range(41):
        t = i / 40
        px = -w / 2 + 40 * s + t * (w - 110 * s)
        py = h / 2 - 40 * s - (math.exp(3.2 * t) - 1) / (math.exp(3.2) - 1) * (h - 120 * s)
        pts.append((px, py))
    line = "M" + " L".join(f"{f(px)} {f(py)}" for px, py in pts)
    area = line + f" L{f(pts[-1][0])} {f(h / 2 - 40 * s)} L{f(pts[0][0])} {f(h / 2 - 40 * s)}Z"
    ex, ey = pts[-1]
    rocket = (
        f'<g transform="translate({f(ex)} {f(ey)}) rotate(-38) scale({f(s)})">'
        f'<path d="M-64 0 Q-100 -12 -130 0 Q-100 12 -64 0Z" fill="url(#flame)"/>'
        f'<path d="M-60 -16 L-40 -16 L-40 16 L-60 16 L-72 26 L-72 -26Z" fill="#e11d48"/>'
        f'<path d="M-56 -18 L30 -18 Q64 -10 74 0 Q64 10 30 18 L-56 18Z" fill="#e8eef8"/>'
        f'<circle cx="14" cy="0" r="9" fill="#38bdf8" stroke="#1e3a5f" stroke-width="4"/>'
        f'<path d="M30 -18 Q64 -10 74 0 Q64 10 30 18Z" fill="#e11d48"/>'
        "</g>"
    )
    return (
        f'<g transform="translate({f(x)} {f(y)})">'
        f'<rect x="{f(-w / 2 + 8)}" y="{f(-h / 2 + 14)}" width="{f(w)}" height="{f(h)}" rx="{f(26 * s)}" fill="#000" opacity=".35"/>'
        f'<rect x="{f(-w / 2)}" y="{f(-h / 2)}" width="{f(w)}" height="{f(h)}" rx="{f(26 * s)}" fill="#0c1424" stroke="#38bdf8" stroke-opacity=".25" stroke-width="2"/>'
        f"{grid}"
        f'<path d="{area}" fill="url(#crashArea)"/>'
        f'<path d="{line}" fill="none" stroke="url(#crashLine)" stroke-width="{f(7 * s)}" stroke-linecap="round"/>'
        f"{rocket}"
        f'<text x="{f(-w / 2 + 44 * s)}" y="{f(-h / 2 + 86 * s)}" font-family="{FONT}" font-weight="900" font-size="{f(64 * s)}" fill="{MONEY}">{escape(label)}</text>'
        "</g>"
    )


def gift_box(x, y, s):
    w = 260 * s
    return (
        f'<g transform="translate({f(x)} {f(y)})">'
        f'<ellipse cy="{f(w * 0.62)}" rx="{f(w * 0.62)}" ry="{f(w * 0.08)}" fill="#000" opacity=".35"/>'
        f'<rect x="{f(-w / 2)}" y="{f(-w * 0.1)}" width="{f(w)}" height="{f(w * 0.7)}" rx="{f(w * 0.05)}" fill="url(#boxBody)"/>'
        f'<rect x="{f(-w * 0.56)}" y="{f(-w * 0.3)}" width="{f(w * 1.12)}" height="{f(w * 0.24)}" rx="{f(w * 0.05)}" fill="url(#boxLid)"/>'
        f'<rect x="{f(-w * 0.08)}" y="{f(-w * 0.3)}" width="{f(w * 0.16)}" height="{f(w * 0.9)}" fill="url(#ribbon)"/>'
        f'<rect x="{f(-w / 2)}" y="{f(w * 0.12)}" width="{f(w)}" height="{f(w * 0.1)}" fill="url(#ribbon)" opacity=".85"/>'
        f'<path d="M0 {f(-w * 0.3)} C{f(-w * 0.1)} {f(-w * 0.62)} {f(-w * 0.46)} {f(-w * 0.6)} {f(-w * 0.36)} {f(-w * 0.38)} C{f(-w * 0.3)} {f(-w * 0.28)} {f(-w * 0.12)} {f(-w * 0.3)} 0 {f(-w * 0.3)}Z" fill="url(#ribbon)"/>'
        f'<path d="M0 {f(-w * 0.3)} C{f(w * 0.1)} {f(-w * 0.62)} {f(w * 0.46)} {f(-w * 0.6)} {f(w * 0.36)} {f(-w * 0.38)} C{f(w * 0.3)} {f(-w * 0.28)} {f(w * 0.12)} {f(-w * 0.3)} 0 {f(-w * 0.3)}Z" fill="url(#ribbon)"/>'
        f'<circle cy="{f(-w * 0.31)}" r="{f(w * 0.07)}" fill="{AMBER_HI}"/>'
        f'<rect x="{f(-w / 2)}" y="{f(-w * 0.1)}" width="{f(w * 0.3)}" height="{f(w * 0.7)}" fill="#fff" opacity=".08"/>'
        "</g>"
    )


def coin(x, y, r, symbol="₺"):
    return (
        f'<g transform="translate({f(x)} {f(y)})">'
        f'<circle r="{f(r)}" fill="#b7791f" transform="translate({f(r * 0.08)} {f(r * 0.1)})"/>'
        f'<circle r="{f(r)}" fill="url(#gold)"/>'
        f'<circle r="{f(r * 0.8)}" fill="none" stroke="#fff3c4" stroke-opacity=".6" stroke-width="{f(r * 0.06)}"/>'
        f'<text y="{f(r * 0.36)}" text-anchor="middle" font-family="{FONT}" font-weight="900" font-size="{f(r * 1.05)}" fill="#8a5a12">{escape(symbol)}</text>'
        "</g>"
    )


def coin_stack(x, y, r, n):
    t = r * 0.22
    parts = []
    for i in range(n):
        parts.append(
            f'<g transform="translate(0 {f(-i * t)})">'
            f'<rect x="{f(-r)}" y="0" width="{f(2 * r)}" height="{f(t)}" fill="#b7791f"/>'
            f'<ellipse cy="{f(t)}" rx="{f(r)}" ry="{f(r * 0.32)}" fill="#a86a15"/>'
            f'<ellipse rx="{f(r)}" ry="{f(r * 0.32)}" fill="url(#gold)"/>'
            f'<ellipse rx="{f(r * 0.74)}" ry="{f(r * 0.22)}" fill="none" stroke="#fff3c4" stroke-opacity=".5" stroke-width="2"/>'
            "</g>"
        )
    return f'<g transform="translate({f(x)} {f(y)})">' + "".join(parts) + "</g>"


def cashback_ring(x, y, r, label):
    arcs = []
    for start in (20, 200):
        a0, a1 = math.radians(start), math.radians(start + 140)
        p0 = (r * math.cos(a0), r * math.sin(a0))
        p1 = (r * math.cos(a1), r * math.sin(a1))
        arcs.append(
            f'<path d="M{f(p0[0])} {f(p0[1])} A{f(r)} {f(r)} 0 0 1 {f(p1[0])} {f(p1[1])}" fill="none" stroke="url(#moneyLine)" stroke-width="{f(r * 0.12)}" stroke-linecap="round"/>'
        )
        tip = math.radians(start + 150)
        tx, ty = r * math.cos(tip), r * math.sin(tip)
        ang = math.degrees(tip) + 90
        arcs.append(
            f'<path transform="translate({f(tx)} {f(ty)}) rotate({f(ang)})" d="M{f(-r * 0.16)} {f(-r * 0.12)} L{f(r * 0.14)} 0 L{f(-r * 0.16)} {f(r * 0.12)}Z" fill="{MONEY}"/>'
        )
    return (
        f'<g transform="translate({f(x)} {f(y)})">'
        f'<circle r="{f(r * 1.2)}" fill="url(#moneyGlow)"/>'
        f'{"".join(arcs)}'
        f'{coin(0, 0, r * 0.62, "")}'
        f'<text y="{f(r * 0.14)}" text-anchor="middle" font-family="{FONT}" font-weight="900" font-size="{f(r * 0.4)}" fill="#7a4e0e">{escape(label)}</text>'
        "</g>"
    )


def shield(x, y, s):
    w, h = 200 * s, 240 * s
    return (
        f'<g transform="translate({f(x)} {f(y)})">'
        f'<path d="M0 {f(-h / 2 + 8)} L{f(w / 2 + 6)} {f(-h / 2 + 44 * s)} L{f(w / 2 + 6)} {f(h * 0.02)} C{f(w / 2 + 6)} {f(h * 0.3)} {f(w * 0.2)} {f(h * 0.48)} 0 {f(h / 2 + 8)} C{f(-w * 0.2)} {f(h * 0.48)} {f(-w / 2 - 6)} {f(h * 0.3)} {f(-w / 2 - 6)} {f(h * 0.02)} L{f(-w / 2 - 6)} {f(-h / 2 + 44 * s)}Z" fill="#000" opacity=".35"/>'
        f'<path d="M0 {f(-h / 2)} L{f(w / 2)} {f(-h / 2 + 36 * s)} L{f(w / 2)} 0 C{f(w / 2)} {f(h * 0.28)} {f(w * 0.2)} {f(h * 0.44)} 0 {f(h / 2)} C{f(-w * 0.2)} {f(h * 0.44)} {f(-w / 2)} {f(h * 0.28)} {f(-w / 2)} 0 L{f(-w / 2)} {f(-h / 2 + 36 * s)}Z" fill="url(#shieldFill)" stroke="#5eead4" stroke-opacity=".6" stroke-width="{f(4 * s)}"/>'
        f'<path d="M{f(-w * 0.22)} {f(h * 0.02)} L{f(-w * 0.05)} {f(h * 0.18)} L{f(w * 0.26)} {f(-h * 0.16)}" fill="none" stroke="#fff" stroke-width="{f(18 * s)}" stroke-linecap="round" stroke-linejoin="round"/>'
        "</g>"
    )


def hash_strip(x, y, s, rng):
    hexchars = "0123456789abcdef"
    lines = []
    for i in range(3):
        digest = "".join(rng.choice(hexchars) for _ in range(24))
        lines.append(
            f'<text x="0" y="{f(i * 30 * s)}" font-family="{MONO}" font-size="{f(20 * s)}" fill="#5eead4" opacity="{f(0.75 - i * 0.2)}">{["sha256", "hmac", "nonce"][i]}: {digest}</text>'
        )
    return f'<g transform="translate({f(x)} {f(y)})">' + "".join(lines) + "</g>"


def live_badge(x, y, s, text):
    w = text_width(text, 22 * s) * 1.12 + 64 * s
    return (
        f'<g transform="translate({f(x)} {f(y)})">'
        f'<rect x="0" y="0" width="{f(w)}" height="{f(42 * s)}" rx="{f(21 * s)}" fill="#e11d48"/>'
        f'<circle cx="{f(22 * s)}" cy="{f(21 * s)}" r="{f(7 * s)}" fill="#fff"/>'
        f'<circle cx="{f(22 * s)}" cy="{f(21 * s)}" r="{f(12 * s)}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="{f(2 * s)}"/>'
        f'<text x="{f(42 * s)}" y="{f(29 * s)}" font-family="{FONT}" font-weight="800" font-size="{f(22 * s)}" letter-spacing="{f(2 * s)}" fill="#fff">{escape(text)}</text>'
        "</g>"
    )


def odds_row(x, y, s):
    items = [("1", "1.85"), ("X", "3.40"), ("2", "4.20")]
    parts = []
    for i, (k, v) in enumerate(items):
        bx = i * 128 * s
        active = i == 0
        parts.append(
            f'<rect x="{f(bx)}" y="0" width="{f(116 * s)}" height="{f(60 * s)}" rx="{f(12 * s)}" fill="{AMBER if active else "#16223a"}" stroke="{AMBER_HI if active else "#2b3a58"}" stroke-width="2"/>'
            f'<text x="{f(bx + 16 * s)}" y="{f(38 * s)}" font-family="{FONT}" font-weight="700" font-size="{f(20 * s)}" fill="{AMBER_FG if active else TEXT_3}">{k}</text>'
            f'<text x="{f(bx + 100 * s)}" y="{f(39 * s)}" text-anchor="end" font-family="{FONT}" font-weight="800" font-size="{f(24 * s)}" fill="{AMBER_FG if active else TEXT}">{v}</text>'
        )
    return f'<g transform="translate({f(x)} {f(y)})">' + "".join(parts) + "</g>"


def person(x, y, s, fill):
    return (
        f'<g transform="translate({f(x)} {f(y)})">'
        f'<circle r="{f(92 * s)}" fill="{fill}" opacity=".18"/>'
        f'<circle r="{f(78 * s)}" fill="url(#{fill[1:]}Avatar)"/>'
        f'<clipPath id="av{fill[1:]}"><circle r="{f(78 * s)}"/></clipPath>'
        f'<g clip-path="url(#av{fill[1:]})"><circle cy="{f(-14 * s)}" r="{f(28 * s)}" fill="#f3f6fb"/>'
        f'<ellipse cy="{f(62 * s)}" rx="{f(52 * s)}" ry="{f(44 * s)}" fill="#f3f6fb"/></g>'
        "</g>"
    )


def sparkles(rng, x0, y0, x1, y1, n, scale=1.0):
    parts = []
    for _ in range(n):
        x, y = rng.uniform(x0, x1), rng.uniform(y0, y1)
        kind = rng.random()
        color = rng.choice([AMBER_HI, AMBER, "#fff", "#a78bfa", "#5eead4"])
        if kind < 0.45:
            r = rng.uniform(5, 13) * scale
            parts.append(
                f'<path transform="translate({f(x)} {f(y)})" d="M0 {f(-r)} Q{f(r * 0.18)} {f(-r * 0.18)} {f(r)} 0 Q{f(r * 0.18)} {f(r * 0.18)} 0 {f(r)} Q{f(-r * 0.18)} {f(r * 0.18)} {f(-r)} 0 Q{f(-r * 0.18)} {f(-r * 0.18)} 0 {f(-r)}Z" fill="{color}" opacity="{f(rng.uniform(0.55, 1))}"/>'
            )
        elif kind < 0.8:
            w, h = rng.uniform(6, 14) * scale, rng.uniform(3, 6) * scale
            parts.append(
                f'<rect x="{f(x)}" y="{f(y)}" width="{f(w)}" height="{f(h)}" rx="1.5" fill="{color}" opacity="{f(rng.uniform(0.5, 0.95))}" transform="rotate({f(rng.uniform(0, 180))} {f(x)} {f(y)})"/>'
            )
        else:
            parts.append(
                f'<circle cx="{f(x)}" cy="{f(y)}" r="{f(rng.uniform(1.5, 4) * scale)}" fill="{color}" opacity="{f(rng.uniform(0.4, 0.9))}"/>'
            )
    return "".join(parts)


# ----------------------------------------------------------------------------------------- defs & scene

DEFS = f"""
<linearGradient id="dA" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="{AMBER_HI}"/><stop offset="1" stop-color="{AMBER_DEEP}"/></linearGradient>
<linearGradient id="dI" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#cdd5e3"/></linearGradient>
<linearGradient id="cardFace" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e9edf4"/></linearGradient>
<radialGradient id="shine" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<radialGradient id="ballShade" cx=".35" cy=".3" r=".85"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#0b1220" stop-opacity=".55"/></radialGradient>
<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fffbe6" stop-opacity=".5"/><stop offset="1" stop-color="#fffbe6" stop-opacity="0"/></linearGradient>
<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset=".5" stop-color="#f5b83d"/><stop offset="1" stop-color="#c7831f"/></linearGradient>
<linearGradient id="cabinet" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#3b0f6b"/></linearGradient>
<linearGradient id="reel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cbd5e1"/><stop offset=".5" stop-color="#ffffff"/><stop offset="1" stop-color="#cbd5e1"/></linearGradient>
<linearGradient id="reelShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity=".35"/><stop offset=".25" stop-color="#000" stop-opacity="0"/><stop offset=".75" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient>
<radialGradient id="redBall" cx=".35" cy=".35" r=".7"><stop offset="0" stop-color="#fca5a5"/><stop offset="1" stop-color="#b91c1c"/></radialGradient>
<radialGradient id="wood" cx=".5" cy=".5" r=".5"><stop offset=".8" stop-color="#7c4a1e"/><stop offset="1" stop-color="#3f230c"/></radialGradient>
<radialGradient id="cone" cx=".45" cy=".4" r=".7"><stop offset="0" stop-color="#a16207"/><stop offset="1" stop-color="#422006"/></radialGradient>
<radialGradient id="pearl" cx=".35" cy=".35" r=".7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#cbd5e1"/></radialGradient>
<linearGradient id="crashLine" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#38bdf8"/><stop offset="1" stop-color="{MONEY}"/></linearGradient>
<linearGradient id="crashArea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{MONEY}" stop-opacity=".35"/><stop offset="1" stop-color="#38bdf8" stop-opacity="0"/></linearGradient>
<linearGradient id="flame" x1="1" y1="0" x2="0" y2="0"><stop offset="0" stop-color="#fde68a"/><stop offset=".5" stop-color="{AMBER_DEEP}"/><stop offset="1" stop-color="{AMBER_DEEP}" stop-opacity="0"/></linearGradient>
<linearGradient id="boxBody" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8b5cf6"/><stop offset="1" stop-color="#4c1d95"/></linearGradient>
<linearGradient id="boxLid" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a78bfa"/><stop offset="1" stop-color="#6d28d9"/></linearGradient>
<linearGradient id="ribbon" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="{AMBER_HI}"/><stop offset="1" stop-color="{AMBER_DEEP}"/></linearGradient>
<linearGradient id="moneyLine" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#86efac"/><stop offset="1" stop-color="#059669"/></linearGradient>
<radialGradient id="moneyGlow"><stop offset="0" stop-color="{MONEY}" stop-opacity=".25"/><stop offset="1" stop-color="{MONEY}" stop-opacity="0"/></radialGradient>
<linearGradient id="shieldFill" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#14b8a6"/><stop offset="1" stop-color="#0f5e63"/></linearGradient>
<linearGradient id="f8a933Avatar" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="{AMBER_HI}"/><stop offset="1" stop-color="{AMBER_DEEP}"/></linearGradient>
<linearGradient id="8b5cf6Avatar" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#a78bfa"/><stop offset="1" stop-color="#5b21b6"/></linearGradient>
<linearGradient id="accentText" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="{AMBER_HI}"/><stop offset="1" stop-color="{AMBER_DEEP}"/></linearGradient>
<linearGradient id="cta" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="{AMBER_HI}"/><stop offset="1" stop-color="{AMBER}"/></linearGradient>
<pattern id="dots" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.4" fill="#fff" opacity=".07"/></pattern>
"""


def background(w, h, theme, art_x, art_y):
    a, b = THEMES[theme]
    return (
        f'<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="{NAVY0}"/><stop offset=".55" stop-color="{NAVY1}"/><stop offset="1" stop-color="{NAVY2}"/></linearGradient>'
        f'<radialGradient id="glowA" gradientUnits="userSpaceOnUse" cx="{f(art_x)}" cy="{f(art_y)}" r="{f(min(w, h) * 0.62)}"><stop offset="0" stop-color="{a}" stop-opacity=".5"/><stop offset="1" stop-color="{a}" stop-opacity="0"/></radialGradient>'
        f'<radialGradient id="glowB" cx=".98" cy="1" r=".6"><stop offset="0" stop-color="{b}" stop-opacity=".35"/><stop offset="1" stop-color="{b}" stop-opacity="0"/></radialGradient>'
        f'<linearGradient id="fadeLeft" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="{NAVY0}" stop-opacity=".92"/><stop offset=".5" stop-color="{NAVY0}" stop-opacity=".35"/><stop offset="1" stop-color="{NAVY0}" stop-opacity="0"/></linearGradient>'
    )


def backdrop(w, h):
    streaks = "".join(
        f'<polygon points="{f(w * s0)},0 {f(w * (s0 + 0.06))},0 {f(w * (s0 - 0.14))},{f(h)} {f(w * (s0 - 0.2))},{f(h)}" fill="#fff" opacity=".025"/>'
        for s0 in (0.55, 0.7, 0.78)
    )
    return (
        f'<rect width="{w}" height="{h}" fill="url(#bg)"/>'
        f'<rect x="{f(w * 0.38)}" width="{f(w * 0.62)}" height="{h}" fill="url(#dots)"/>'
        f'<rect width="{w}" height="{h}" fill="url(#glowA)"/>'
        f'<rect width="{w}" height="{h}" fill="url(#glowB)"/>'
        f"{streaks}"
    )


def text_block(x, y_mid, size, copy, align="start", max_width=None):
    """Kicker, two headline lines (the second in the accent), a sub line and a call-to-action pill,
    centred vertically on `y_mid`."""
    y = 0
    kicker_size = size * 0.3
    sub_size = size * 0.36
    head_size = size
    # Shrink the headline until both lines fit.
    if max_width:
        widest = max(text_width(line, head_size) for line in copy["head"])
        if widest > max_width:
            head_size *= max_width / widest
    anchor = "middle" if align == "middle" else "start"
    parts = []
    cy = y
    if copy.get("kicker"):
        kx = x if align == "start" else x - text_width(copy["kicker"], kicker_size, 700) / 2 - kicker_size * 0.6
        parts.append(
            f'<rect x="{f(kx)}" y="{f(cy - kicker_size * 0.35)}" width="{f(kicker_size * 0.35)}" height="{f(kicker_size * 0.35)}" rx="1.5" fill="{AMBER}" transform="rotate(45 {f(kx + kicker_size * 0.17)} {f(cy - kicker_size * 0.17)})"/>'
            if align == "start"
            else ""
        )
        tx = x + kicker_size * 0.9 if align == "start" else x
        parts.append(
            f'<text x="{f(tx)}" y="{f(cy)}" text-anchor="{anchor}" font-family="{FONT}" font-weight="700" font-size="{f(kicker_size)}" letter-spacing="{f(kicker_size * 0.16)}" fill="{AMBER_HI}">{escape(copy["kicker"])}</text>'
        )
        cy += head_size * 1.12
    for i, line in enumerate(copy["head"]):
        fill = TEXT if i == 0 else "url(#accentText)"
        parts.append(
            f'<text x="{f(x)}" y="{f(cy)}" text-anchor="{anchor}" font-family="{FONT}" font-weight="800" font-size="{f(head_size)}" letter-spacing="{f(-head_size * 0.015)}" fill="{fill}">{escape(line)}</text>'
        )
        cy += head_size * 1.06
    if copy.get("sub"):
        cy += sub_size * 0.05 - head_size * 0.2
        parts.append(
            f'<text x="{f(x)}" y="{f(cy)}" text-anchor="{anchor}" font-family="{FONT}" font-weight="500" font-size="{f(sub_size)}" fill="{TEXT_2}">{escape(copy["sub"])}</text>'
        )
        cy += sub_size * 0.9
    if copy.get("cta"):
        cta_size = size * 0.3
        pw = text_width(copy["cta"], cta_size) + cta_size * 3.4
        ph = cta_size * 2.4
        px = x if align == "start" else x - pw / 2
        py = cy + cta_size * 0.8
        ax = px + pw - cta_size * 1.5
        ay = py + ph / 2
        parts.append(
            f'<rect x="{f(px + 2)}" y="{f(py + 6)}" width="{f(pw)}" height="{f(ph)}" rx="{f(ph / 2)}" fill="{AMBER_DEEP}" opacity=".35"/>'
            f'<rect x="{f(px)}" y="{f(py)}" width="{f(pw)}" height="{f(ph)}" rx="{f(ph / 2)}" fill="url(#cta)"/>'
            f'<text x="{f(px + cta_size * 1.2)}" y="{f(py + ph / 2 + cta_size * 0.36)}" font-family="{FONT}" font-weight="800" font-size="{f(cta_size)}" fill="{AMBER_FG}">{escape(copy["cta"])}</text>'
            f'<path d="M{f(ax - cta_size * 0.3)} {f(ay - cta_size * 0.35)} L{f(ax + cta_size * 0.1)} {f(ay)} L{f(ax - cta_size * 0.3)} {f(ay + cta_size * 0.35)}" fill="none" stroke="{AMBER_FG}" stroke-width="{f(cta_size * 0.14)}" stroke-linecap="round" stroke-linejoin="round"/>'
        )
        cy = py + ph
    else:
        cy -= sub_size * 0.6
    top = -(kicker_size if copy.get("kicker") else head_size) * 0.8
    shift = y_mid - (top + cy) / 2
    return f'<g transform="translate(0 {f(shift)})">' + "".join(parts) + "</g>"


def svg(w, h, body, title):
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" role="img">'
        f"<title>{escape(title)}</title>{body}</svg>\n"
    )
