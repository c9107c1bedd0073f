//! Demo content of the site: carousels for home, casino and live casino, the content categories with real
//! pages in Turkish and English (page 1 is the general terms), a popup, promotions, the translations the web
//! app needs and the site options. Artwork lives in `web/public/media/` (made by `tools/art/generate.py`).
//!
//! Idempotent: pages and promotions are found again by slug, categories by name, translations by key and
//! language, options by key; a carousel or the popup list is only filled while it is empty. Nothing an
//! operator changed is overwritten.

use chrono::{DateTime, Duration, Utc};

use crate::{
    Db, Result,
    cms::{
        Localized,
        pages::{self, PageInput},
        popups::{self, PopupInput},
        promotions::{self, PromotionInput},
        slides::{self, SlideInput},
        translations,
    },
    site_options::{self, SiteOption},
};
use domain::locale::Locale;

/// Loads the content that is not there yet.
pub async fn load(db: &Db, now: DateTime<Utc>) -> Result<()> {
    let page_ids = load_pages(db, now).await?;
    load_slides(db, now).await?;
    load_popup(db, now).await?;
    load_promotions(db, &page_ids, now).await?;
    load_translations(db, now).await?;
    load_site_options(db, &page_ids).await?;
    Ok(())
}

/// The categories of the spec: (name, Turkish title, English title).
const CATEGORIES: [(&str, &str, &str); 4] = [
    ("Footer", "Bilgi", "Information"),
    ("Story", "Hikâyemiz", "Our Story"),
    ("Terms of use", "Kullanım Koşulları", "Terms of Use"),
    ("Terms of service", "Hizmet Koşulları", "Terms of Service"),
];

/// A demo page: slug, category name, Turkish title, English title, Turkish HTML, English HTML.
struct DemoPage {
    slug: &'static str,
    category: &'static str,
    title: (&'static str, &'static str),
    html: (&'static str, &'static str),
}

macro_rules! page {
    ($slug:literal, $category:literal, $tr:literal, $en:literal) => {
        DemoPage {
            slug: $slug,
            category: $category,
            title: ($tr, $en),
            html: (
                include_str!(concat!("pages/", $slug, ".tr.html")),
                include_str!(concat!("pages/", $slug, ".en.html")),
            ),
        }
    };
}

/// In insertion order: on a fresh database the general terms get id 1 (the spec's fixed `/pages/1` link).
fn demo_pages() -> [DemoPage; 9] {
    [
        page!("general-terms", "Footer", "Genel Şartlar ve Koşullar", "General Terms and Conditions"),
        page!("responsible-gambling", "Footer", "Sorumlu Oyun", "Responsible Gambling"),
        page!("privacy", "Terms of use", "Gizlilik Politikası", "Privacy Policy"),
        page!("about", "Story", "Hakkımızda", "About Us"),
        page!("contact", "Footer", "İletişim", "Contact Us"),
        page!("provably-fair", "Story", "Kanıtlanabilir Adil Oyun", "Provably Fair Games"),
        page!("bonus-terms", "Terms of service", "Bonus Kuralları", "Bonus Terms"),
        page!("payments", "Terms of service", "Para Yatırma ve Çekme", "Deposits and Withdrawals"),
        page!("cookies", "Terms of use", "Çerez Politikası", "Cookie Policy"),
    ]
}

/// Page ids by slug, for the options that link to pages.
struct PageIds(Vec<(&'static str, i64)>);

impl PageIds {
    fn path(&self, slug: &str) -> String {
        self.0.iter().find(|(s, _)| *s == slug).map(|(_, id)| format!("/pages/{id}")).unwrap_or_default()
    }
}

async fn load_pages(db: &Db, now: DateTime<Utc>) -> Result<PageIds> {
    let mut category_ids = Vec::new();
    for (position, (name, tr, en)) in (1..).zip(CATEGORIES) {
        category_ids.push((name, pages::ensure_category(db, name, &Localized::new(tr, en), position).await?));
    }
    let mut ids = Vec::new();
    let mut positions: Vec<(&str, i64)> = Vec::new();
    for page in demo_pages() {
        let position = match positions.iter_mut().find(|(c, _)| *c == page.category) {
            Some((_, p)) => {
                *p += 1;
                *p
            }
            None => {
                positions.push((page.category, 1));
                1
            }
        };
        let id = match pages::get_by_slug(db, page.slug).await? {
            Some(existing) => existing.id,
            None => {
                let category_id =
                    category_ids.iter().find(|(name, _)| *name == page.category).map(|(_, id)| *id).unwrap_or(1);
                let input = PageInput {
                    slug: Some(page.slug.to_owned()),
                    category_id,
                    position,
                    status: true,
                    title: Localized::new(page.title.0, page.title.1),
                    html: Localized::new(page.html.0, page.html.1),
                };
                pages::create(db, &input, now, None).await?.id
            }
        };
        ids.push((page.slug, id));
    }
    Ok(PageIds(ids))
}

/// The three sizes of a banner, in the spec's order: default (mobile), ≥ 1200 px, ≥ 992 px.
pub const BANNER_SIZES: [&str; 3] = ["800x400", "1920x540", "1200x440"];
/// The three sizes of the popup: default (mobile, portrait), ≥ 1200 px, ≥ 992 px.
pub const POPUP_SIZES: [&str; 3] = ["600x750", "1000x600", "900x540"];

/// `/media/<folder>/<name>-<lang>-<size>.webp` for the three sizes, per language: the raster copies of the generated
/// SVGs (tools/art/rasterize.mjs), which a phone decodes off its main thread.
fn art(folder: &str, name: &str, sizes: [&str; 3]) -> Localized<Vec<String>> {
    let urls = |lang: &str| sizes.iter().map(|size| format!("/media/{folder}/{name}-{lang}-{size}.webp")).collect();
    Localized { tr: urls("tr"), en: urls("en") }
}

/// Carousels: slug → slides (art name, link).
const CAROUSELS: [(&str, &[(&str, &str)]); 3] = [
    (
        "home",
        &[
            ("home-welcome", "/promotions"),
            ("home-live", "/livespor"),
            ("home-zar-games", "/casino/games"),
            ("home-cashback", "/promotions"),
        ],
    ),
    (
        "casino",
        &[
            ("casino-free-spins", "/casino/slot"),
            ("casino-crash", "/casino/games"),
            ("casino-roulette", "/casino/games"),
        ],
    ),
    (
        "livecasino",
        &[("live-roulette", "/casino/live"), ("live-blackjack", "/casino/live"), ("live-baccarat", "/casino/live")],
    ),
];

async fn load_slides(db: &Db, now: DateTime<Utc>) -> Result<()> {
    for (slug, items) in CAROUSELS {
        if slides::count(db, slug).await? > 0 {
            continue;
        }
        for (position, (name, url)) in (1..).zip(items.iter()) {
            let input = SlideInput {
                slug: slug.to_owned(),
                url: (*url).to_owned(),
                target: "_self".to_owned(),
                position,
                status: true,
                images: art("banners", name, BANNER_SIZES),
            };
            slides::create(db, &input, now, None).await?;
        }
    }
    Ok(())
}

async fn load_popup(db: &Db, now: DateTime<Utc>) -> Result<()> {
    if popups::count(db).await? > 0 {
        return Ok(());
    }
    let input = PopupInput {
        url: "/promotions".to_owned(),
        target: "_self".to_owned(),
        status: true,
        starts_at: None,
        ends_at: None,
        title: Localized::new("Hoş geldin bonusu", "Welcome bonus"),
        description: Localized::new(
            "İlk yatırımına %100, 5.000 TL'ye kadar bonus. Üstelik Zar Oyunları'nda 50 ücretsiz dönüş.",
            "100% on your first deposit, up to ₺5,000. Plus 50 free spins on Zar Games.",
        ),
        images: art("popups", "welcome", POPUP_SIZES),
    };
    popups::create(db, &input, now, None).await?;
    Ok(())
}

/// A demo promotion: slug, titles, HTML (Turkish, English), days it stays valid (`None`: no end).
struct DemoPromotion {
    slug: &'static str,
    title: (&'static str, &'static str),
    html: (&'static str, &'static str),
    valid_days: Option<i64>,
}

const PROMOTIONS: [DemoPromotion; 4] = [
    DemoPromotion {
        slug: "welcome-bonus",
        title: ("%100 Hoş Geldin Bonusu", "100% Welcome Bonus"),
        html: (
            "<p>Zar'a hoş geldin! İlk para yatırma işleminde yatırdığın tutarın <strong>%100'ü kadar, 5.000 TL'ye kadar</strong> bonus hesabına eklenir.</p>\
             <ul><li>En az yatırım: 100 TL.</li><li>Çevrim şartı: bonus tutarının 10 katı, 30 gün içinde.</li>\
             <li>Slotlar çevrime %100, masa ve canlı casino oyunları %10 katkı sağlar.</li>\
             <li>Bonusu <strong>Bonuslar &amp; İndirimler</strong> sayfasından talep edebilirsin.</li></ul>\
             <p>Tüm ayrıntılar için <a href=\"{bonus-terms}\">Bonus Kuralları</a> sayfasına göz at.</p>",
            "<p>Welcome to Zar! On your first deposit we add <strong>100% of the amount, up to ₺5,000</strong>, to your bonus balance.</p>\
             <ul><li>Minimum deposit: ₺100.</li><li>Wagering: 10× the bonus amount within 30 days.</li>\
             <li>Slots count 100% towards wagering; table and live casino games count 10%.</li>\
             <li>Claim the bonus on the <strong>Bonuses &amp; Discounts</strong> page.</li></ul>\
             <p>See the <a href=\"{bonus-terms}\">Bonus Terms</a> for all the details.</p>",
        ),
        valid_days: None,
    },
    DemoPromotion {
        slug: "weekly-cashback",
        title: ("Haftalık %10 Kayıp İadesi", "10% Weekly Cashback"),
        html: (
            "<p>Şansın yaver gitmediği haftaların telafisi bizden: casino ve canlı casino oyunlarındaki net kaybının <strong>%10'u</strong> her pazartesi bonus olarak hesabında.</p>\
             <ul><li>En az net kayıp: 500 TL; en fazla iade: 10.000 TL.</li><li>Çevrim şartı: iade tutarının 3 katı.</li>\
             <li>Hafta pazartesi 00:00'da başlar, pazar 23:59'da biter (Türkiye saati).</li></ul>",
            "<p>Some weeks luck is elsewhere, so we give some back: <strong>10%</strong> of your net casino and live casino losses lands in your account as a bonus every Monday.</p>\
             <ul><li>Minimum net loss: ₺500; maximum cashback: ₺10,000.</li><li>Wagering: 3× the cashback amount.</li>\
             <li>The week runs from Monday 00:00 to Sunday 23:59 (Türkiye time).</li></ul>",
        ),
        valid_days: None,
    },
    DemoPromotion {
        slug: "zar-free-spins",
        title: ("Zar Oyunları'nda 50 Ücretsiz Dönüş", "50 Free Spins on Zar Games"),
        html: (
            "<p>Kendi geliştirdiğimiz, her turu kanıtlanabilir adil slotumuzu keşfet: hafta içi en az 250 TL yatırana <strong>50 ücretsiz dönüş</strong>.</p>\
             <ul><li>Dönüş değeri: 2 TL.</li><li>Ücretsiz dönüş kazançları 5 kat çevrimle nakde dönüşür.</li>\
             <li>Dönüşler verildikten sonra 7 gün içinde kullanılmalıdır.</li></ul>",
            "<p>Discover the slot we built ourselves, every round provably fair: deposit at least ₺250 on a weekday and get <strong>50 free spins</strong>.</p>\
             <ul><li>Spin value: ₺2.</li><li>Free-spin winnings turn into cash after 5× wagering.</li>\
             <li>Spins must be used within 7 days of being granted.</li></ul>",
        ),
        valid_days: Some(90),
    },
    DemoPromotion {
        slug: "refer-a-friend",
        title: ("Arkadaşını Getir, 250 TL Kazan", "Refer a Friend, Get ₺250"),
        html: (
            "<p>Arkadaşını Zar'a davet et; arkadaşın kaydolup ilk yatırımını yaptığında ikinize de <strong>250 TL bonus</strong>.</p>\
             <ul><li>Davet bağlantını hesabından paylaş.</li><li>Arkadaşının en az 200 TL yatırması ve telefonunu doğrulaması gerekir.</li>\
             <li>Ayda en fazla 10 davet ödüllendirilir. Çevrim şartı: 5 kat.</li></ul>",
            "<p>Invite a friend to Zar: when they sign up and make their first deposit, you <strong>both get a ₺250 bonus</strong>.</p>\
             <ul><li>Share your invitation link from your account.</li><li>Your friend must deposit at least ₺200 and verify their phone.</li>\
             <li>Up to 10 invitations a month are rewarded. Wagering: 5×.</li></ul>",
        ),
        valid_days: None,
    },
];

async fn load_promotions(db: &Db, pages: &PageIds, now: DateTime<Utc>) -> Result<()> {
    let bonus_terms = pages.path("bonus-terms");
    for (position, promotion) in (1..).zip(PROMOTIONS.iter()) {
        if promotions::get_by_slug(db, promotion.slug).await?.is_some() {
            continue;
        }
        let input = PromotionInput {
            slug: Some(promotion.slug.to_owned()),
            position,
            status: true,
            valid_until: promotion.valid_days.map(|days| now + Duration::days(days)),
            title: Localized::new(promotion.title.0, promotion.title.1),
            html: Localized::new(
                promotion.html.0.replace("{bonus-terms}", &bonus_terms),
                promotion.html.1.replace("{bonus-terms}", &bonus_terms),
            ),
            images: art("promotions", promotion.slug, BANNER_SIZES),
        };
        promotions::create(db, &input, now, None).await?;
    }
    Ok(())
}

/// Texts of the web app operators may change: key, Turkish, English. `{{name}}` is filled by the client.
pub const TRANSLATIONS: [(&str, &str, &str); 6] = [
    (
        "TOP_NOTIFY",
        "Güncel adresimiz {{baseDomain}} — adresimiz değişirse yeni adresimiz {{nextDomain}} olacak. Yer imlerinize ekleyin!",
        "Our current address is {{baseDomain}} — if it ever changes, our next address will be {{nextDomain}}. Bookmark it!",
    ),
    (
        "TOP_NOTIFY_CURRENT",
        "Güncel adresimiz {{baseDomain}}. Bize her zaman buradan ulaşmak için yer imlerinize ekleyin!",
        "Our current address is {{baseDomain}}. Bookmark it to always find us here!",
    ),
    (
        "DOMAIN_NOTICE",
        "Şu an yedek adresimizdesiniz. Güncel adresimiz: {{baseDomain}}",
        "You are on one of our backup addresses. Our main address is {{baseDomain}}",
    ),
    (
        "OPERATOR_STATEMENT",
        "Zar, açık kaynak bir bahis ve casino yazılımının tanıtım kurulumudur. Bu sitede gerçek para ile oyun oynanmaz; bakiyeler ve ödemeler yalnızca tanıtım amaçlıdır.",
        "Zar is a demonstration install of open-source betting and casino software. No real-money play takes place on this site; balances and payments are for demonstration only.",
    ),
    (
        "RESPONSIBLE_GAMBLING",
        "Kumar bağımlılık yapabilir. Bütçenizi belirleyin, sorumlu oynayın. 18 yaşından küçüklerin oynaması yasaktır.",
        "Gambling can be addictive. Set a budget and play responsibly. Players under 18 are not allowed to play.",
    ),
    (
        "TERMS_NOTICE",
        "Siteye üye olarak ve siteyi kullanarak Genel Şartlar ve Koşullar'ı kabul etmiş sayılırsınız.",
        "By registering and using this site you accept the General Terms and Conditions.",
    ),
];

async fn load_translations(db: &Db, now: DateTime<Utc>) -> Result<()> {
    for (key, tr, en) in TRANSLATIONS {
        translations::create(db, key, Locale::Tr, tr, now, None).await?;
        translations::create(db, key, Locale::En, en, now, None).await?;
    }
    Ok(())
}

async fn load_site_options(db: &Db, pages: &PageIds) -> Result<()> {
    let options: [(&str, String, &str); 22] = [
        (
            "callcenterform",
            "/support?type=callback".to_owned(),
            "'Sizi Arayalım' (call me back) link, opened in a new tab: the site's call-back form",
        ),
        (
            "livechat_site_id",
            String::new(),
            "Live-chat provider site id; chat loads only when this and the div id are set",
        ),
        ("livechat_div_id", String::new(), "Live-chat provider element id"),
        (
            "support_url",
            "/support".to_owned(),
            "Support link of the mobile bottom bar when live chat is not configured: the site's contact form",
        ),
        ("social_instagram", String::new(), "Instagram profile url (hidden when empty)"),
        ("social_x", String::new(), "X profile url (hidden when empty)"),
        ("social_telegram", String::new(), "Telegram channel url (hidden when empty)"),
        ("social_youtube", String::new(), "YouTube channel url (hidden when empty)"),
        ("licence_badge_url", "/media/licence-badge.svg".to_owned(), "Licence badge image in the footer (80 px wide)"),
        ("licence_url", pages.path("general-terms"), "Where the licence badge links"),
        (
            "betsy_cid",
            "zar".to_owned(),
            "Sportsbook client id (sports and live betting): Betsy's, or zar for Zar Sportsbook",
        ),
        (
            "betsy_url",
            "/sportsbook/".to_owned(),
            "Sports and live betting: /sportsbook/ is the built-in Zar Sportsbook, a Betsy url frames Betsy; empty shows 'not configured'",
        ),
        (
            "betco_url",
            "/sportsbook/".to_owned(),
            "E-sports: /sportsbook/ is the built-in Zar Sportsbook, a BetConstruct url frames BetConstruct; empty shows 'not configured'",
        ),
        ("aviator_search", "aviator".to_owned(), "Search term the Aviator menu entry opens the first game of"),
        ("casino_video_url", String::new(), "Casino video banner (muted, looping); hidden when empty"),
        ("casino_video_title", "Canlı masalar 7/24 açık".to_owned(), "Title over the casino video banner"),
        ("base_domain", String::new(), "The main domain; empty means the host the visitor used"),
        ("next_domain", String::new(), "The domain the site moves to next; empty means the same as the main one"),
        ("operator_statement", "OPERATOR_STATEMENT".to_owned(), "Translation key of the footer's operator statement"),
        ("trial_bonus_amount", "50".to_owned(), "Trial bonus offered at registration, in lira; 0 turns it off"),
        ("site_name", "Zar".to_owned(), "The site's name in page titles"),
        (
            "tag_manager_id",
            String::new(),
            "Google Tag Manager container id (GTM-…); loaded by production builds after the page is idle; empty: none",
        ),
    ];
    for (key, value, description) in options {
        let option = SiteOption {
            key: key.to_owned(),
            value,
            is_public: true,
            status: true,
            description: description.to_owned(),
        };
        site_options::insert_missing(db, &option).await?;
    }
    Ok(())
}
