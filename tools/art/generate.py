#!/usr/bin/env python3
"""Zar's artwork, generated: carousel banners, promotion and popup images (three sizes, Turkish and
English), the twelve provider wordmarks and the licence badge. Everything is drawn from geometry and text
here: no copied logos, photos or fonts. Output goes to web/public/media/ (served as /media/...).

    python3 tools/art/generate.py            # writes every file
    python3 tools/art/generate.py --check    # exits 1 if a committed file differs from what would be written

The content rows of the demo (crates/store/src/demo/cms.rs) reference these names; keep them in step. The demo
shows the banners, promotions and popups as WebP copies: run `node tools/art/rasterize.mjs` after this.
"""

import math
import os
import random
import sys
from xml.sax.saxutils import escape

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from motifs import (  # noqa: E402  (the tokens, motifs and scene, shared with casino.py)
    AMBER,
    AMBER_DEEP,
    AMBER_HI,
    BANNER_SIZES,
    DEFS,
    FONT,
    MONEY,
    NAVY0,
    NAVY1,
    NAVY3,
    POPUP_SIZES,
    ROOT,
    TEXT,
    TEXT_2,
    backdrop,
    background,
    card,
    cashback_ring,
    chip,
    chip_stack,
    coin,
    coin_stack,
    crash_chart,
    dice,
    f,
    football,
    gift_box,
    hash_strip,
    live_badge,
    odds_row,
    person,
    roulette,
    shield,
    slot_machine,
    sparkles,
    stadium,
    svg,
    text_block,
    text_width,
)

OUT = os.path.join(ROOT, "web", "public", "media")

# ------------------------------------------------------------------------------------------------- art

def art_for(name, rng, lang):
    """The motif of a banner, drawn around (0, 0) in a ~640 x 500 box."""
    live = "CANLI" if lang == "tr" else "LIVE"
    if name in ("home-welcome", "welcome-bonus", "welcome"):
        return (
            sparkles(rng, -300, -230, 300, 230, 40)
            + coin(-230, 120, 46)
            + coin(250, -150, 34)
            + gift_box(0, 20, 1.15)
            + dice(-190, -110, 110, -16, 5, gid="dA")
            + dice(205, 120, 96, 14, 3, ivory=True, gid="dI")
        )
    if name == "home-live":
        return (
            odds_row(-200, 150, 1.05)
            + football(120, -20, 120)
            + live_badge(-250, -190, 1.1, live)
            + sparkles(rng, -300, -230, 300, 230, 12, 0.8)
        )
    if name in ("home-zar-games",):
        return (
            sparkles(rng, -300, -230, 300, 200, 14, 0.8)
            + hash_strip(40, 165, 0.85, rng)
            + shield(150, -40, 1.0)
            + dice(-130, -50, 150, -12, 6, gid="dA")
            + dice(-90, 140, 110, 18, 2, ivory=True, gid="dI")
        )
    if name in ("home-cashback", "weekly-cashback"):
        return (
            coin_stack(-210, 150, 60, 7)
            + coin_stack(215, 170, 50, 5)
            + cashback_ring(0, -10, 170, "%10")
            + sparkles(rng, -300, -230, 300, 230, 18, 0.8)
        )
    if name in ("casino-free-spins", "zar-free-spins"):
        return sparkles(rng, -320, -240, 320, 240, 30) + slot_machine(0, 10, 1.05) + coin(-250, 160, 40) + coin(260, -170, 30)
    if name == "casino-crash":
        return crash_chart(0, 0, 1.05, "x24.60") + sparkles(rng, -300, -230, 300, 230, 14, 0.7)
    if name == "casino-roulette":
        return roulette(20, 0, 235, 1.0, spin=8) + chip(-250, 150, 48, "#dc2626") + chip(250, -160, 40, "#2563eb") + sparkles(rng, -320, -240, 320, 240, 12, 0.7)
    if name == "live-roulette":
        return (
            roulette(40, -10, 270, 0.5, spin=-20)
            + chip_stack(-220, 170, 50, 6, "#dc2626")
            + chip_stack(-110, 190, 44, 4, "#2563eb")
            + chip_stack(250, 175, 46, 5, "#16a34a")
            + live_badge(-290, -200, 1.1, live)
        )
    if name == "live-blackjack":
        return (
            card(-70, -10, 190, -12, "A", "spade")
            + card(80, 10, 190, 10, "K", "heart")
            + chip_stack(-250, 185, 48, 5, "#111827", edge="#f5b83d")
            + chip_stack(240, 190, 48, 7, "#dc2626")
            + f'<g transform="translate(190 -200)"><rect x="0" y="0" width="96" height="60" rx="14" fill="#0c1424" stroke="{MONEY}" stroke-width="3"/><text x="48" y="42" text-anchor="middle" font-family="{FONT}" font-weight="900" font-size="34" fill="{MONEY}">21</text></g>'
            + live_badge(-300, -210, 1.0, live)
        )
    if name == "live-baccarat":
        return (
            card(-80, -10, 180, -8, "9", "diamond")
            + card(70, 0, 180, 9, "8", "club")
            + chip_stack(-250, 185, 50, 8, "#f59e0b", edge="#7c2d12")
            + chip_stack(245, 180, 46, 6, "#7f1d1d", edge="#fde68a")
            + coin(230, -180, 34)
            + live_badge(-300, -210, 1.0, live)
        )
    if name == "refer-a-friend":
        return (
            f'<path d="M-150 -20 Q0 -190 150 -20" fill="none" stroke="{AMBER}" stroke-width="6" stroke-dasharray="14 12" stroke-linecap="round"/>'
            + person(-160, 40, 1.2, "#f8a933")
            + person(160, 40, 1.2, "#8b5cf6")
            + f'<g transform="translate(0 -110)"><circle r="44" fill="{MONEY}"/><path d="M-20 0 H20 M0 -20 V20" stroke="{NAVY0}" stroke-width="10" stroke-linecap="round"/></g>'
            + coin(0, 150, 44)
            + sparkles(rng, -300, -230, 300, 230, 24)
        )
    raise ValueError(name)


# Copy per banner: kicker, headline lines, sub line, call to action; theme.
BANNERS = {
    "home-welcome": ("amber", {
        "tr": {"kicker": "HOŞ GELDİN BONUSU", "head": ["İlk yatırımına", "%100 bonus"], "sub": "5.000 TL'ye kadar · 50 ücretsiz dönüş", "cta": "Hemen Katıl"},
        "en": {"kicker": "WELCOME BONUS", "head": ["Your first deposit,", "doubled"], "sub": "100% up to ₺5,000 · 50 free spins", "cta": "Join now"},
    }),
    "home-live": ("pitch", {
        "tr": {"kicker": "CANLI BAHİS", "head": ["Maç başladı,", "oranlar canlı"], "sub": "Binlerce karşılaşma, anlık oranlar", "cta": "Canlı Bahis"},
        "en": {"kicker": "LIVE BETTING", "head": ["Kick-off is live,", "so are the odds"], "sub": "Thousands of events, in-play prices", "cta": "Bet live"},
    }),
    "home-zar-games": ("teal", {
        "tr": {"kicker": "ZAR OYUNLARI", "head": ["Her tur", "kanıtlanabilir adil"], "sub": "Slot, crash, rulet ve zar — bizim oyunlarımız", "cta": "Oyna"},
        "en": {"kicker": "ZAR GAMES", "head": ["Every round", "provably fair"], "sub": "Slot, crash, roulette and dice — our own", "cta": "Play"},
    }),
    "home-cashback": ("money", {
        "tr": {"kicker": "HER HAFTA", "head": ["%10", "kayıp iadesi"], "sub": "Her pazartesi bonus bakiyende", "cta": "Detaylar"},
        "en": {"kicker": "EVERY WEEK", "head": ["10%", "cashback"], "sub": "In your bonus balance every Monday", "cta": "Details"},
    }),
    "casino-free-spins": ("violet", {
        "tr": {"kicker": "SLOT", "head": ["50 ücretsiz", "dönüş seni bekliyor"], "sub": "Zar Slot'ta, hafta içi her gün", "cta": "Döndür"},
        "en": {"kicker": "SLOTS", "head": ["50 free spins", "are waiting"], "sub": "On Zar Slot, every weekday", "cta": "Spin now"},
    }),
    "casino-crash": ("sky", {
        "tr": {"kicker": "CRASH", "head": ["Yükselişi yakala,", "zamanında çık"], "sub": "Çarpan x1.00'dan yukarı tırmanıyor", "cta": "Oyna"},
        "en": {"kicker": "CRASH", "head": ["Ride the climb,", "cash out in time"], "sub": "The multiplier climbs from x1.00", "cta": "Play"},
    }),
    "casino-roulette": ("ruby", {
        "tr": {"kicker": "RULET", "head": ["Tek numara,", "36 kat kazanç"], "sub": "Avrupa ruleti, tek sıfır", "cta": "Masaya Otur"},
        "en": {"kicker": "ROULETTE", "head": ["One number,", "36× your stake"], "sub": "European roulette, single zero", "cta": "Take a seat"},
    }),
    "live-roulette": ("teal", {
        "tr": {"kicker": "CANLI CASINO", "head": ["Canlı rulet", "7/24 açık"], "sub": "Gerçek krupiyeler, HD yayın", "cta": "Masaya Git"},
        "en": {"kicker": "LIVE CASINO", "head": ["Live roulette", "open 24/7"], "sub": "Real dealers, HD streams", "cta": "Join a table"},
    }),
    "live-blackjack": ("felt", {
        "tr": {"kicker": "CANLI BLACKJACK", "head": ["21'e en yakın", "sen ol"], "sub": "Masalar 10 TL'den başlıyor", "cta": "Masaya Git"},
        "en": {"kicker": "LIVE BLACKJACK", "head": ["Get closest", "to 21"], "sub": "Tables from ₺10", "cta": "Join a table"},
    }),
    "live-baccarat": ("gold", {
        "tr": {"kicker": "CANLI BAKARA", "head": ["Oyuncu mu,", "banka mı?"], "sub": "Hızlı turlar, yüksek limitler", "cta": "Masaya Git"},
        "en": {"kicker": "LIVE BACCARAT", "head": ["Player", "or Banker?"], "sub": "Fast rounds, high limits", "cta": "Join a table"},
    }),
}

PROMOTIONS = {
    "welcome-bonus": ("amber", {
        "tr": {"kicker": "HOŞ GELDİN", "head": ["%100", "bonus"], "sub": "5.000 TL'ye kadar"},
        "en": {"kicker": "WELCOME", "head": ["100%", "bonus"], "sub": "Up to ₺5,000"},
    }),
    "weekly-cashback": ("money", {
        "tr": {"kicker": "HAFTALIK", "head": ["%10", "kayıp iadesi"], "sub": "Her pazartesi"},
        "en": {"kicker": "WEEKLY", "head": ["10%", "cashback"], "sub": "Every Monday"},
    }),
    "zar-free-spins": ("violet", {
        "tr": {"kicker": "ZAR SLOT", "head": ["50", "ücretsiz dönüş"], "sub": "Hafta içi her gün"},
        "en": {"kicker": "ZAR SLOT", "head": ["50", "free spins"], "sub": "Every weekday"},
    }),
    "refer-a-friend": ("violet", {
        "tr": {"kicker": "ARKADAŞINI GETİR", "head": ["250 TL", "ikinize de"], "sub": "Davet et, birlikte kazanın"},
        "en": {"kicker": "REFER A FRIEND", "head": ["₺250", "for both of you"], "sub": "Invite, and win together"},
    }),
}

POPUP_COPY = {
    "tr": {"kicker": "HOŞ GELDİN", "head": ["%100", "ilk yatırım bonusu"], "sub": "5.000 TL'ye kadar + 50 ücretsiz dönüş", "cta": "Bonusu Al"},
    "en": {"kicker": "WELCOME", "head": ["100%", "first deposit bonus"], "sub": "Up to ₺5,000 + 50 free spins", "cta": "Get the bonus"},
}


def layout(w, h):
    """Where the text and the art go for a landscape size."""
    if w >= 1800:
        return dict(text_x=150, text_y=h * 0.5, size=78, max_w=w * 0.4, art_x=w * 0.72, art_y=h * 0.52, art_s=0.95)
    if w >= 1100:
        return dict(text_x=80, text_y=h * 0.5, size=60, max_w=w * 0.44, art_x=w * 0.73, art_y=h * 0.52, art_s=0.74)
    if w >= 850:
        return dict(text_x=70, text_y=h * 0.5, size=54, max_w=w * 0.46, art_x=w * 0.74, art_y=h * 0.52, art_s=0.72)
    return dict(text_x=104, text_y=h * 0.5, size=46, max_w=w * 0.46, art_x=w * 0.765, art_y=h * 0.54, art_s=0.52)


def banner(name, theme, copy, w, h, lang, seed):
    rng = random.Random(f"{name}-{w}x{h}-{seed}")
    L = layout(w, h)
    body = [f"<defs>{DEFS}{background(w, h, theme, L['art_x'], L['art_y'])}</defs>", backdrop(w, h)]
    if name == "home-live":
        left = 0.36 if w >= 850 else 0.44
        body.append(f'<g opacity=".9" transform="translate({f(w * left)} 0)">{stadium(w * (1 - left), h, rng)}</g>')
    body.append(f'<g transform="translate({f(L["art_x"])} {f(L["art_y"])}) scale({f(L["art_s"])})">{art_for(name, rng, lang)}</g>')
    body.append(f'<rect width="{f(w * (0.62 if w >= 850 else 0.72))}" height="{h}" fill="url(#fadeLeft)"/>')
    body.append(text_block(L["text_x"], L["text_y"], L["size"], copy, max_width=L["max_w"]))
    body.append(f'<rect width="{w}" height="{h}" fill="none" stroke="#fff" stroke-opacity=".04"/>')
    title = " — ".join([copy.get("kicker", ""), " ".join(copy["head"])])
    return svg(w, h, "".join(body), title)


def popup(copy, w, h, lang):
    rng = random.Random(f"popup-{w}x{h}")
    if h > w:  # portrait: art on top, text centred below
        art_x, art_y, art_s = w / 2, h * 0.3, 0.62
        body = [f"<defs>{DEFS}{background(w, h, 'amber', art_x, art_y)}</defs>", backdrop(w, h)]
        body.append(f'<g transform="translate({f(art_x)} {f(art_y)}) scale({f(art_s)})">{art_for("welcome", rng, lang)}</g>')
        body.append(
            f'<linearGradient id="fadeDown" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{NAVY0}" stop-opacity="0"/><stop offset="1" stop-color="{NAVY0}" stop-opacity=".85"/></linearGradient>'
            f'<rect y="{f(h * 0.4)}" width="{w}" height="{f(h * 0.25)}" fill="url(#fadeDown)"/><rect y="{f(h * 0.65)}" width="{w}" height="{f(h * 0.35)}" fill="{NAVY0}" opacity=".85"/>'
        )
        body.append(text_block(w / 2, h * 0.74, 64, copy, align="middle", max_width=w * 0.84))
    else:
        L = layout(w, h)
        body = [f"<defs>{DEFS}{background(w, h, 'amber', L['art_x'], L['art_y'])}</defs>", backdrop(w, h)]
        body.append(f'<g transform="translate({f(L["art_x"])} {f(L["art_y"])}) scale({f(L["art_s"] * 0.95)})">{art_for("welcome", rng, lang)}</g>')
        body.append(f'<rect width="{f(w * 0.62)}" height="{h}" fill="url(#fadeLeft)"/>')
        body.append(text_block(L["text_x"], h * 0.5, L["size"] * 1.05, copy, max_width=w * 0.5))
    body.append(f'<rect width="{w}" height="{h}" rx="0" fill="none" stroke="{AMBER}" stroke-opacity=".35" stroke-width="4"/>')
    return svg(w, h, "".join(body), " ".join(copy["head"]))


# ------------------------------------------------------------------------------------ provider wordmarks

# name (file) -> (display text, accent shape). One neutral typographic treatment for all: our own
# lettering, not the providers' logos.
PROVIDERS = {
    "amusnet": "AMUSNET",
    "3oaksgaming": "3 OAKS GAMING",
    "amatic": "AMATIC",
    "bgaming": "BGAMING",
    "betsoftow": "BETSOFT",
    "pragmaticplay": "PRAGMATIC PLAY",
    "evolution": "EVOLUTION",
    "evoplay": "EVOPLAY",
    "netent": "NETENT",
    "novomatic": "NOVOMATIC",
    "redtiger": "RED TIGER",
    "spribe": "SPRIBE",
}


def wordmark(text):
    """The name in one neutral treatment: light caps, even tracking, an amber diamond before it. The text is
    fitted to its box with textLength, so it never depends on the viewer's font metrics."""
    w, h = 240, 80
    size = 24 if len(text) <= 9 else 20
    natural = text_width(text, size, 700) * 1.08 + 2.0 * (len(text) - 1)
    width = min(natural, 196)
    x0 = (w - width) / 2 + 8
    return svg(
        w,
        h,
        f'<rect x="{f(x0 - 18)}" y="36" width="8" height="8" rx="2" fill="{AMBER}" transform="rotate(45 {f(x0 - 14)} 40)"/>'
        f'<text x="{f(x0)}" y="{f(40 + size * 0.36)}" textLength="{f(width)}" lengthAdjust="spacingAndGlyphs" '
        f'font-family="{FONT}" font-weight="700" font-size="{f(size)}" fill="{TEXT_2}">{escape(text)}</text>',
        text.title(),
    )


def licence_badge():
    w = h = 160
    ring = "ZAR · DEMO LİSANS · DEMO LICENCE · SORUMLU OYUN · "
    return svg(
        w,
        h,
        "<defs>"
        f'<linearGradient id="seal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="{NAVY3}"/><stop offset="1" stop-color="{NAVY1}"/></linearGradient>'
        f'<linearGradient id="rim" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="{AMBER_HI}"/><stop offset="1" stop-color="{AMBER_DEEP}"/></linearGradient>'
        '<path id="ring" d="M80 80 m-58 0 a58 58 0 1 1 116 0 a58 58 0 1 1 -116 0"/>'
        "</defs>"
        '<circle cx="80" cy="80" r="76" fill="url(#rim)"/>'
        '<circle cx="80" cy="80" r="71" fill="url(#seal)"/>'
        f'<circle cx="80" cy="80" r="47" fill="none" stroke="{AMBER}" stroke-opacity=".6" stroke-width="1.5"/>'
        f'<text font-family="{FONT}" font-weight="700" font-size="11.5" fill="{TEXT_2}"><textPath href="#ring" textLength="358" lengthAdjust="spacing">{escape(ring)}</textPath></text>'
        f'<path d="M80 44 L100 52 V72 C100 87 91 96 80 102 C69 96 60 87 60 72 V52Z" fill="url(#rim)"/>'
        f'<path d="M71 73 L78 80 L90 65" fill="none" stroke="{NAVY0}" stroke-width="5.5" stroke-linecap="round" stroke-linejoin="round"/>'
        f'<text x="80" y="120" text-anchor="middle" font-family="{FONT}" font-weight="800" font-size="12" fill="{TEXT}">18+</text>',
        "Licence seal (demo)",
    )


# ---------------------------------------------------------------------------------------------- output

def files():
    out = {}
    for name, (theme, copies) in BANNERS.items():
        for lang, copy in copies.items():
            for w, h in BANNER_SIZES:
                out[f"banners/{name}-{lang}-{w}x{h}.svg"] = banner(name, theme, copy, w, h, lang, 1)
    for name, (theme, copies) in PROMOTIONS.items():
        for lang, copy in copies.items():
            for w, h in BANNER_SIZES:
                out[f"promotions/{name}-{lang}-{w}x{h}.svg"] = banner(name, theme, copy, w, h, lang, 2)
    for lang, copy in POPUP_COPY.items():
        for w, h in POPUP_SIZES:
            out[f"popups/welcome-{lang}-{w}x{h}.svg"] = popup(copy, w, h, lang)
    for name, text in PROVIDERS.items():
        out[f"providers/{name}-c.svg"] = wordmark(text)
    out["licence-badge.svg"] = licence_badge()
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
        print("out of date (run python3 tools/art/generate.py):", *stale, sep="\n  ")
        sys.exit(1)


if __name__ == "__main__":
    main()
