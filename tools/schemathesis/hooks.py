"""Schemathesis hooks for Zar: who calls each operation, the envelope every answer wears, and that a refused
request stores nothing.

Loaded by run.py through SCHEMATHESIS_HOOKS; it reads what run.py started from the environment:
  ZAR_ST_BASE      the server's base URL (http://127.0.0.1:<port>)
  ZAR_ST_SQLITE    the server's SQLite file, when it runs on SQLite   } the refused-write check reads the
  ZAR_ST_POSTGRES  the server's database URL, when it runs on PostgreSQL } row counts there
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
import time

import requests
import schemathesis

BASE = os.environ["ZAR_ST_BASE"]
SQLITE = os.environ.get("ZAR_ST_SQLITE")
POSTGRES = os.environ.get("ZAR_ST_POSTGRES")
OPERATOR = {"username": "admin", "password": "admin12345"}  # the demo operator ZAR_SEED_DEMO makes

# --- Auth: a player's bearer for player routes, the demo operator's for /api/admin/*. ---------------------------
#
# Schemathesis calls every operation, so sooner or later it logs the player out, revokes its session, closes its
# account or excludes it (all documented, all 200), or an operator blocks it; the operator logs itself out. A token
# is therefore used until the server answers 401 to a request that carried it (see `after_call`), and then a fresh
# player is registered (or the operator logs in again): the run keeps testing with a live session throughout.

_lock = threading.Lock()
_tokens: dict[str, str | None] = {"player": None, "operator": None}
_serial = 0


def _call(path: str, body: dict) -> dict:
    response = requests.post(f"{BASE}{path}", json=body, timeout=30)
    if response.status_code != 200:
        raise RuntimeError(f"POST {path} answered {response.status_code}: {response.text[:500]}")
    return response.json()["data"]


def _register_player() -> str:
    """Registers a player the way the web app does (e2e/hub/frnotify.test.mjs) and returns its token."""
    global _serial
    _serial += 1
    n = f"{int(time.time() * 1000) % 10**9}{_serial}"
    password = "secret123"
    form = {
        "name": "Ayşe", "surname": "Yılmaz", "username": f"st{n}", "email": f"st{n}@zar.test",
        "phone": f"905{(int(n) * 7919) % 900_000_000 + 100_000_000}", "country": 228, "currencyId": 1,
        "birthDate": "1990-05-17", "birthDateDay": "17", "birthDateMonth": "05", "birthDateYear": "1990",
        "trialBonus": 0, "password": password, "password2": password,
    }
    return _call("/api/auth/register", form)["token"]


def _operator_login() -> str:
    return _call("/api/admin/auth/login", OPERATOR)["token"]


def token(role: str) -> str:
    with _lock:
        if _tokens[role] is None:
            _tokens[role] = _register_player() if role == "player" else _operator_login()
        return _tokens[role]  # type: ignore[return-value]


def _role(path: str) -> str:
    return "operator" if path.startswith("/api/admin/") else "player"


@schemathesis.auth(refresh_interval=None)
class ZarAuth:
    """Applied only where the document asks for a bearer (`security: player` or `operator`); the operator's token
    on /api/admin/*, the player's elsewhere (including the optional player auth of POST /api/support/requests)."""

    def get(self, case, ctx):
        return token(_role(ctx.operation.path))

    def set(self, case, data, ctx):
        case.headers = {**(case.headers or {}), "Authorization": f"Bearer {data}"}


@schemathesis.hook
def after_call(context, case, response):
    """A 401 to a request that carried our token means the session ended: the next case gets a new one."""
    sent = response.request.headers.get("Authorization")
    if response.status_code != 401 or not sent:
        return
    role = _role(case.operation.path)
    with _lock:
        if _tokens[role] is not None and sent == f"Bearer {_tokens[role]}":
            _tokens[role] = None


# --- The envelope. ---------------------------------------------------------------------------------------------
#
# The document describes the 2xx bodies (each `Envelope_*`), not the error bodies (crate::error writes them all in
# one shape); this check holds every JSON answer under /api to `{success, message, data, …}`: success true with a
# string-or-null message on 2xx; success false, a string message, data null and a dotted `code` otherwise. The game
# providers' wallet callbacks (/api/wallet/…) speak the providers' protocol (`Answer`) instead.


@schemathesis.check
def zar_envelope(ctx, response, case):
    path = case.operation.path
    if not path.startswith("/api/") or path.startswith("/api/wallet/"):
        return None
    content_type = (response.headers.get("content-type") or [""])[0]
    if response.status_code >= 400 and not content_type.startswith("application/json"):
        raise AssertionError(f"An error answer ({response.status_code}) is not JSON: {content_type!r}")
    if not content_type.startswith("application/json"):
        return None
    try:
        body = json.loads(response.content)
    except ValueError as error:
        raise AssertionError(f"The JSON answer does not parse: {error}") from error
    if not isinstance(body, dict) or not {"success", "message", "data"} <= body.keys():
        raise AssertionError(f"Not the envelope {{success, message, data, …}}: {str(body)[:300]}")
    ok = response.status_code < 400
    if body["success"] is not ok:
        raise AssertionError(f"`success` is {body['success']!r} on a {response.status_code}")
    if ok:
        if body["message"] is not None and not isinstance(body["message"], str):
            raise AssertionError(f"`message` is neither a string nor null: {body['message']!r}")
    else:
        if not isinstance(body["message"], str) or not body["message"]:
            raise AssertionError(f"An error without a message: {body['message']!r}")
        if body["data"] is not None:
            raise AssertionError(f"An error carries data: {str(body['data'])[:300]}")
        if not isinstance(body.get("code"), str):
            raise AssertionError(f"An error without a `code`: {str(body)[:300]}")
    return True


# --- Nothing stored by a refused request. ---------------------------------------------------------------------
#
# Before each call the row count of every table is read from the server's database (SQLite: the file, read-only;
# WAL lets it read while the server writes. PostgreSQL: one autocommit connection); after a 4xx answer the counts
# must be the same. Tables that change without a request, or on purpose when a request is refused, are left out:
#   rate_limits          a refused login or code check is counted, that is the point;
#   zar_*                Zar Games' crash rounds run on their own in the background;
#   audit_log/audit_head nothing audits a refusal today, but an operator's refused login may be audited one day.
# The run is sequential (one worker), so no other request writes in between. A recovery request
# (sendresetpassword) answers first and writes its code and e-mail just after, so the next snapshot waits for it.

_SKIP_TABLES = ("rate_limits", "audit_log", "audit_head", "sqlite_sequence", "_sqlx_migrations")
_ANSWER_FIRST = ("/api/auth/sendresetpassword",)
_before: dict[int, dict[str, int]] = {}
_settle = {"until": 0.0}
_pg: dict = {}


def _counted(name: str) -> bool:
    return name not in _SKIP_TABLES and not name.startswith("zar_")


def _sqlite_counts() -> dict[str, int]:
    db = sqlite3.connect(f"file:{SQLITE}?mode=ro", uri=True, timeout=10)
    try:
        tables = [n for (n,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'") if _counted(n)]
        return {name: db.execute(f'SELECT count(*) FROM "{name}"').fetchone()[0] for name in tables}
    finally:
        db.close()


def _postgres_counts() -> dict[str, int]:
    import psycopg

    if "conn" not in _pg or _pg["conn"].closed:
        _pg["conn"] = psycopg.connect(POSTGRES, autocommit=True)
        rows = _pg["conn"].execute(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'"
        ).fetchall()
        tables = [n for (n,) in rows if _counted(n)]
        _pg["sql"] = "SELECT " + ", ".join(f'(SELECT count(*) FROM "{n}")' for n in tables)
        _pg["tables"] = tables
        if not tables:
            raise RuntimeError("no tables to count")
    row = _pg["conn"].execute(_pg["sql"]).fetchone()
    return dict(zip(_pg["tables"], row))


def _counts() -> dict[str, int] | None:
    try:
        if SQLITE:
            return _sqlite_counts()
        if POSTGRES:
            return _postgres_counts()
    except Exception as error:  # the check is skipped for this case, not failed, when the database cannot be read
        print(f"zar_refusal_stores_nothing: cannot count rows: {error}")
    return None


@schemathesis.hook
def before_call(context, case, kwargs):
    wait = _settle["until"] - time.monotonic()
    if wait > 0:
        time.sleep(wait)
    counts = _counts()
    if counts is not None:
        _before[id(case)] = counts
    if case.operation.path in _ANSWER_FIRST:
        _settle["until"] = time.monotonic() + 0.5


@schemathesis.check
def zar_refusal_stores_nothing(ctx, response, case):
    before = _before.pop(id(case), None)
    if before is None or not 400 <= response.status_code < 500:
        return None
    after = _counts()
    if after is None:
        return None
    changed = {name: (before[name], after.get(name)) for name in before if after.get(name) != before[name]}
    if changed:
        raise AssertionError(f"A refused request ({response.status_code}) changed row counts: {changed}")
    return True
