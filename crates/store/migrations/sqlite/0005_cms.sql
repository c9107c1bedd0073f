-- Content behind the site: carousel slides, content pages and their categories, popups, promotions,
-- languages and translations. Texts shown to players exist in Turkish and English (`_tr`/`_en` columns);
-- image lists are JSON arrays of three urls (default/mobile, >= 1200 px, >= 992 px). HTML is sanitized
-- before it is written (store::cms::html), never on the way out. Ids are never reused (a popup is "shown once"
-- per id on the client).

-- One slide of a carousel; `slug` names the carousel (home, casino, livecasino …).
CREATE TABLE cms_slides (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    slug TEXT NOT NULL,
    url TEXT NOT NULL DEFAULT '',
    target TEXT NOT NULL DEFAULT '_self',
    position INTEGER NOT NULL DEFAULT 0,
    status BOOLEAN NOT NULL DEFAULT TRUE,
    images_tr TEXT NOT NULL,
    -- '[]' means "same as Turkish".
    images_en TEXT NOT NULL DEFAULT '[]',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE INDEX cms_slides_by_slug ON cms_slides (slug, position);

-- Groups of pages; `name` is the stable name of the spec (Footer, Story, Terms of use, Terms of service).
CREATE TABLE cms_categories (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL UNIQUE,
    title_tr TEXT NOT NULL,
    title_en TEXT NOT NULL,
    position INTEGER NOT NULL DEFAULT 0
);
-- The spec's categories are reference data (there is no API to add more); category 1 is the footer's.
INSERT INTO cms_categories (name, title_tr, title_en, position) VALUES
    ('Footer', 'Bilgi', 'Information', 1),
    ('Story', 'Hikâyemiz', 'Our Story', 2),
    ('Terms of use', 'Kullanım Koşulları', 'Terms of Use', 3),
    ('Terms of service', 'Hizmet Koşulları', 'Terms of Service', 4);

-- A content page (/pages/{id}); `slug` is optional and lets demo content find its own pages again.
CREATE TABLE cms_pages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    slug TEXT UNIQUE,
    category_id INTEGER NOT NULL REFERENCES cms_categories (id),
    position INTEGER NOT NULL DEFAULT 0,
    status BOOLEAN NOT NULL DEFAULT TRUE,
    title_tr TEXT NOT NULL,
    title_en TEXT NOT NULL,
    html_tr TEXT NOT NULL,
    html_en TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE INDEX cms_pages_by_category ON cms_pages (category_id, position);

-- A marketing popup, shown while enabled and inside its (optional) window.
CREATE TABLE cms_popups (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    url TEXT NOT NULL DEFAULT '',
    target TEXT NOT NULL DEFAULT '_self',
    status BOOLEAN NOT NULL DEFAULT TRUE,
    starts_at TEXT,
    ends_at TEXT,
    title_tr TEXT NOT NULL,
    title_en TEXT NOT NULL,
    description_tr TEXT NOT NULL DEFAULT '',
    description_en TEXT NOT NULL DEFAULT '',
    images_tr TEXT NOT NULL,
    images_en TEXT NOT NULL DEFAULT '[]',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);

-- A promotion on /promotions, listed while enabled and not past `valid_until`.
CREATE TABLE cms_promotions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    slug TEXT UNIQUE,
    position INTEGER NOT NULL DEFAULT 0,
    status BOOLEAN NOT NULL DEFAULT TRUE,
    valid_until TEXT,
    title_tr TEXT NOT NULL,
    title_en TEXT NOT NULL,
    html_tr TEXT NOT NULL,
    html_en TEXT NOT NULL,
    images_tr TEXT NOT NULL,
    images_en TEXT NOT NULL DEFAULT '[]',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);

-- The languages the site speaks (the server's messages exist in exactly these).
CREATE TABLE languages (
    locale TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    position INTEGER NOT NULL DEFAULT 0
);
INSERT INTO languages (locale, name, position) VALUES ('tr', 'Türkçe', 1), ('en', 'English', 2);

-- Texts the web app shows that operators may change (TOP_NOTIFY …); they override the bundled strings.
CREATE TABLE translations (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    key TEXT NOT NULL,
    locale TEXT NOT NULL REFERENCES languages (locale),
    value TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (key, locale)
);
