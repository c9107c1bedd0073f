-- Operator-editable settings of the site (partner settings, links, chat ids …). Only public ones reach the client.
CREATE TABLE site_options (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL DEFAULT '',
    is_public BOOLEAN NOT NULL DEFAULT TRUE,
    status BOOLEAN NOT NULL DEFAULT TRUE,
    description TEXT NOT NULL DEFAULT ''
);
