#!/usr/bin/env python3
"""Bad input at scale: Schemathesis against /api/openapi.json of a running `zar serve`, every operation, on a
fresh SQLite database and (with ZAR_TEST_DATABASE_URL) a fresh PostgreSQL one.

    run.py [--long] [--db sqlite|postgres|both] [-- extra schemathesis args]

Started by `make api-fuzz` (bounded, in `make test`) and `make fuzz` (--long). The server is `$ZAR_BIN` or
$CARGO_TARGET_DIR/debug/zar (target/debug/zar), on a free 127.0.0.1 port, with the demo content (operator admin/admin12345), the dev outbox, and
every rate limit raised so that the fuzzer meets validation, not 429. After the run the server stops and
`zar admin ledger verify` and `zar admin audit verify` must pass on its database. Exits non-zero when anything
failed. See hooks.py for the auth, the envelope check and the refused-write check, and README.md for what is left
out and why.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent

# Every per-ip and per-account limit, as `<max hits>/<window seconds>`: far above what one run sends.
LIMITS = [
    "LOGIN_IP", "LOGIN_ACCOUNT", "LOGIN_USERNAME", "SEND_IP", "SEND_ACCOUNT", "CHECK_IP", "CHECK_ACCOUNT",
    "REGISTER_IP", "PASSWORD_ACCOUNT", "SUPPORT_IP", "SUPPORT_PHONE", "OPERATOR_LOGIN_IP", "OPERATOR_LOGIN_ACCOUNT",
    "OPERATOR_LOGIN_USERNAME",
]

# The checks. Left out: positive_data_acceptance and negative_data_rejection — request types are lenient on purpose
# (`#[serde(default)]` and loose numbers, then `validate` with a localized 422 per field — CONTRIBUTING), so a body
# the schema calls invalid (`"skip": false`) is often read as "no value" and one it calls valid is often refused by
# a domain rule; the wallet callbacks answer every body in their providers' protocol. Run by hand
# (ZAR_ST_EXTRA_CHECKS=negative_data_rejection) it found one real bug, fixed (docs/decisions.md).
# object_level_authorization needs two users' resources linked in the document, which it does not have.
CHECKS = [
    "not_a_server_error",
    "status_code_conformance",
    "content_type_conformance",
    "response_schema_conformance",
    "ignored_auth",
    "unsupported_method",
    "allow_header_conformance",
    "missing_required_header",
    "use_after_free",
    "ensure_resource_availability",
    "zar_envelope",
    "zar_refusal_stores_nothing",
]

# Operations left out, each with why.
EXCLUDED_OPERATIONS: list[tuple[str, str]] = [
    # (operation id, why)
]

BOUNDED = ["--max-examples", "12", "--phases", "examples,coverage,fuzzing", "--max-time", "130"]
LONG = ["--max-examples", "200", "--phases", "examples,coverage,fuzzing,stateful", "--max-time", "900"]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for_health(base: str, child: subprocess.Popen, log: Path, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if child.poll() is not None:
            raise SystemExit(f"zar exited with {child.returncode} before it was ready:\n{tail(log)}")
        try:
            with urllib.request.urlopen(f"{base}/api/health", timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            pass
        time.sleep(0.1)
    raise SystemExit(f"zar did not answer GET /api/health within {seconds} s:\n{tail(log)}")


def tail(log: Path, lines: int = 40) -> str:
    try:
        return "\n".join(log.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return ""


def psql(admin_url: str, sql: str) -> None:
    subprocess.run(["psql", admin_url, "-v", "ON_ERROR_STOP=1", "-qc", sql], check=True, stdout=subprocess.DEVNULL)


def with_database(url: str, name: str) -> str:
    parts = urllib.parse.urlsplit(url)
    return urllib.parse.urlunsplit(parts._replace(path=f"/{name}"))


def run_one(db: str, zar: Path, venv_bin: Path, profile: list[str], extra: list[str]) -> bool:
    work = Path(tempfile.mkdtemp(prefix=f"zar-st-{db}-"))
    log = work / "zar.log"
    pg_admin = os.environ.get("ZAR_TEST_DATABASE_URL")
    pg_name = f"zar_st_{os.getpid()}_{int(time.time())}"
    if db == "sqlite":
        sqlite_file = work / "zar.db"
        database_url = f"sqlite://{sqlite_file}"
    else:
        assert pg_admin
        sqlite_file = None
        psql(pg_admin, f"CREATE DATABASE {pg_name}")
        database_url = with_database(pg_admin, pg_name)
    web_dir = work / "web"
    web_dir.mkdir()
    (web_dir / "index.html").write_text("<!doctype html><title>zar</title>")
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    env = {
        **os.environ,
        "ZAR_DATABASE_URL": database_url,
        "ZAR_LISTEN": f"127.0.0.1:{port}",
        "ZAR_PUBLIC_URL": base,
        "ZAR_WEB_DIR": str(web_dir),
        "ZAR_SEED_DEMO": "1",
        "ZAR_DEV_OUTBOX": "1",
        "ZAR_DEMO_GATEWAY": "1",
        "ZAR_SMS_HOURLY_BUDGET": "1000000",
        "ZAR_CODE_RESEND_SECONDS": "0",
        "NO_COLOR": "1",
        **{f"ZAR_LIMIT_{name}": "1000000/60" for name in LIMITS},
    }
    ok = False
    started = time.monotonic()
    with open(log, "wb") as log_file:
        child = subprocess.Popen([str(zar), "serve"], cwd=REPO, env=env, stdout=log_file, stderr=subprocess.STDOUT)
        try:
            wait_for_health(base, child, log)
            report = work / "report"
            command = [
                str(venv_bin / "schemathesis"),
                "run", f"{base}/api/openapi.json",
                "--checks", ",".join(CHECKS + [c for c in os.environ.get("ZAR_ST_EXTRA_CHECKS", "").split(",") if c]),
                "--workers", "1",
                "--seed", os.environ.get("ZAR_ST_SEED", "20261125"),
                "--generation-database", "none",
                "--request-timeout", "30",
                "--suppress-health-check", "all",
                "--no-color",
                "--report", "junit",
                "--report-dir", str(report),
                *[arg for op, _ in EXCLUDED_OPERATIONS for arg in ("--exclude-operation-id", op)],
                *profile,
                *extra,
            ]
            st_env = {
                **os.environ,
                "SCHEMATHESIS_HOOKS": "hooks",
                "PYTHONPATH": str(HERE),
                "ZAR_ST_BASE": base,
                **({"ZAR_ST_SQLITE": str(sqlite_file)} if sqlite_file else {"ZAR_ST_POSTGRES": database_url}),
            }
            print(f"== schemathesis on {db}: {base} ({database_url if db == 'sqlite' else pg_name})", flush=True)
            # The databases run side by side (one core each): each run's report is printed whole when it ends.
            result = subprocess.run(command, env=st_env, cwd=work, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
            print(f"== schemathesis on {db}:\n{result.stdout}", flush=True)
            ok = result.returncode == 0
        finally:
            child.send_signal(signal.SIGTERM)
            try:
                child.wait(timeout=15)
            except subprocess.TimeoutExpired:
                child.kill()
                child.wait()
    # The books and the audit chain still hold after everything the fuzzer sent.
    for what in (["admin", "ledger", "verify"], ["admin", "audit", "verify"]):
        verify = subprocess.run([str(zar), *what], cwd=REPO, env={**env}, capture_output=True, text=True)
        print(f"== zar {' '.join(what)} on {db}: {'ok' if verify.returncode == 0 else 'FAILED'}", flush=True)
        if verify.returncode != 0:
            print(verify.stdout, verify.stderr, sep="\n")
            ok = False
    if child.returncode not in (0, -signal.SIGTERM):
        print(f"== zar serve exited with {child.returncode}", flush=True)
    if not ok:
        print(f"--- zar log (last lines) ---\n{tail(log)}")
        kept = REPO / "target" / f"schemathesis-{db}"
        shutil.rmtree(kept, ignore_errors=True)
        shutil.copytree(work, kept, ignore=shutil.ignore_patterns("zar.db*", "web"))
        print(f"== the server's log and the JUnit report are in {kept}")
    shutil.rmtree(work, ignore_errors=True)
    if db == "postgres" and pg_admin:
        psql(pg_admin, f"DROP DATABASE IF EXISTS {pg_name} WITH (FORCE)")
    print(f"== {db}: {'passed' if ok else 'FAILED'} in {time.monotonic() - started:.0f} s", flush=True)
    return ok


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--long", action="store_true", help="the longer run of `make fuzz`")
    parser.add_argument("--db", choices=["sqlite", "postgres", "both"], default="both")
    parser.add_argument("--venv", default=str(REPO / "target" / "schemathesis-venv"))
    parser.add_argument("extra", nargs="*", help="more schemathesis arguments (after --)")
    args = parser.parse_args()

    target = Path(os.environ.get("CARGO_TARGET_DIR") or REPO / "target")
    zar = Path(os.environ.get("ZAR_BIN") or target / "debug" / "zar")
    if not zar.exists():
        print(f"No server binary at {zar}: run `cargo build --bin zar` (or set ZAR_BIN).", file=sys.stderr)
        return 2
    venv_bin = Path(args.venv).resolve() / "bin"
    databases = ["sqlite", "postgres"] if args.db == "both" else [args.db]
    if "postgres" in databases and not os.environ.get("ZAR_TEST_DATABASE_URL"):
        if args.db == "postgres":
            print("--db postgres needs ZAR_TEST_DATABASE_URL", file=sys.stderr)
            return 2
        print("note: ZAR_TEST_DATABASE_URL is not set: Schemathesis runs on SQLite only")
        databases.remove("postgres")
    profile = LONG if args.long else BOUNDED
    with concurrent.futures.ThreadPoolExecutor(max_workers=len(databases)) as pool:
        runs = {db: pool.submit(run_one, db, zar, venv_bin, profile, args.extra) for db in databases}
        results = {db: run.result() for db, run in runs.items()}
    for db, ok in results.items():
        print(f"schemathesis on {db}: {'passed' if ok else 'FAILED'}")
    return 0 if all(results.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
