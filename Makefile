# Zar — the only entry points a newcomer needs: make run, make test (and lint, fmt, bench).
SHELL := /bin/bash
.DEFAULT_GOAL := run

ZAR_DEBUG   := target/debug/zar
ZAR_RELEASE := target/release/zar
NPM_CI      := npm ci --no-audit --no-fund --loglevel=error

.PHONY: run test lint fmt bench fuzz web web-deps e2e-deps signalr-deps rust-test web-test signalr-test hub-test api-drift api-fuzz api-types e2e screenshots openapi clean

## run: build the web app and the server (release), load demo content, serve http://127.0.0.1:8080
run: web
	cargo build --release --bin zar
	ZAR_DEV_OUTBOX=$${ZAR_DEV_OUTBOX:-1} ZAR_SEED_DEMO=$${ZAR_SEED_DEMO:-1} ZAR_DEMO_GATEWAY=$${ZAR_DEMO_GATEWAY:-1} $(ZAR_RELEASE) serve

web-deps:
	@[ -d web/node_modules ] && [ web/node_modules/.package-lock.json -nt web/package-lock.json ] || (cd web && $(NPM_CI))

e2e-deps:
	@[ -d e2e/node_modules ] && [ e2e/node_modules/.package-lock.json -nt e2e/package-lock.json ] || (cd e2e && $(NPM_CI))

signalr-deps:
	@[ -d crates/signalr/conformance/node_modules ] && [ crates/signalr/conformance/node_modules/.package-lock.json -nt crates/signalr/conformance/package-lock.json ] || (cd crates/signalr/conformance && $(NPM_CI))

# The built app is a file target: `make test` builds it once (web-test, hub-test and e2e all need it), and only
# again when a source changed.
WEB_SOURCES := $(shell find web/src web/public web/scripts -type f 2>/dev/null) $(wildcard web/*.html web/*.ts web/*.json)

web: web/dist/.built

web/dist/.built: $(WEB_SOURCES) | web-deps
	cd web && npm run build
	@touch $@

## test: the whole suite (Rust on SQLite and, with ZAR_TEST_DATABASE_URL, PostgreSQL; web; OpenAPI drift; e2e)
test:
	@tools/stages.sh lint rust-test web-test signalr-test api-drift api-fuzz hub-test e2e
	@echo "make test: all green"

lint: web-deps
	python3 tools/lint/test_structure.py
	python3 tools/lint/structure.py
	cargo fmt --all -- --check
	cargo clippy --workspace --all-targets -- -D warnings
	cd web && npm run typecheck && npm run lint

fmt:
	cargo fmt --all

## bench: the performance budgets (architecture §12), each a ratio to a baseline measured in the same run on the same
## machine (absolute figures recorded, never budgeted); writes bench/results/ with the CPU model and load average.
## Server: SQLite always, PostgreSQL too with ZAR_BENCH_DATABASE_URL (BENCH_ARGS="--seconds 5"). Web: the home
## page's mobile Web Vitals and Lighthouse score against a static page with its first image, served by the same
## release server from a copy of web/dist. Runs every part; fails if any budget fails.
bench: web e2e-deps
	cargo build --release -p zar -p bench
	@status=0; \
	cargo run --release -p bench -- $(BENCH_ARGS) || status=1; \
	(cd e2e && ZAR_BIN=$(CURDIR)/$(ZAR_RELEASE) npx playwright test -c bench.config.ts) || status=1; \
	exit $$status

# Without ZAR_TEST_DATABASE_URL the PostgreSQL tests (named …::postgres) are filtered out, so nextest reports
# them as skipped; run on their own without the variable they fail rather than pass untested.
PG_TESTS = $(if $(ZAR_TEST_DATABASE_URL),,-E 'not test(/::postgres$$/)')

rust-test:
	@if [ -z "$$ZAR_TEST_DATABASE_URL" ]; then echo "note: ZAR_TEST_DATABASE_URL is not set: the PostgreSQL tests are skipped"; fi
	cargo nextest run --workspace --no-fail-fast $(PG_TESTS)

web-test: web-deps
	cd web && npm test
	$(MAKE) web
	cd web && npm run check:bundle

## signalr-test: the official @microsoft/signalr client against crates/signalr's conformance example
signalr-test: signalr-deps
	cargo build -q -p signalr --example conformance
	cd crates/signalr/conformance && node --test --test-timeout=30000

## api-drift: the web app's generated API types must match the server's OpenAPI document
openapi:
	cargo build --bin zar
	$(ZAR_DEBUG) openapi > target/openapi.json

api-drift: openapi web-deps
	cd web && ZAR_OPENAPI=../target/openapi.json node scripts/gen-api.mjs --check

## api-fuzz: Schemathesis against /api/openapi.json of a running zar serve, every operation, on SQLite and (with
## ZAR_TEST_DATABASE_URL) PostgreSQL: no 5xx, every answer documented and in the envelope, a refused request stores
## nothing (tools/schemathesis/README.md). Bounded to a few minutes here; `make fuzz` runs the long one.
ST_VENV := target/schemathesis-venv

$(ST_VENV)/.installed: tools/schemathesis/requirements.txt
	python3 -m venv $(ST_VENV)
	$(ST_VENV)/bin/pip install --quiet --disable-pip-version-check --require-virtualenv -r $<
	@touch $@

api-fuzz: $(ST_VENV)/.installed
	cargo build --bin zar
	$(ST_VENV)/bin/python tools/schemathesis/run.py --venv $(ST_VENV)

## fuzz: the long runs — the property tests of every input parser with many more cases (make test runs them with
## proptest's 256), the model-based money test with 500 sequences of up to 40 steps on each database (make test: 96
## of up to 25), then Schemathesis with more examples and the stateful phase
PARSER_PROPERTIES := binary(parsers) | binary(parser) | test(/cms::html::tests|settings::tests/)

fuzz: $(ST_VENV)/.installed
	PROPTEST_CASES=$${PROPTEST_CASES:-20000} cargo nextest run --workspace --no-fail-fast -E '$(PARSER_PROPERTIES)'
	ZAR_MONEY_MODEL_CASES=$${ZAR_MONEY_MODEL_CASES:-500} ZAR_MONEY_MODEL_STEPS=$${ZAR_MONEY_MODEL_STEPS:-40} \
		cargo nextest run -p api --test all --no-fail-fast \
		-E 'test(/money_model::/) $(if $(ZAR_TEST_DATABASE_URL),,& not test(/::postgres$$/))'
	cargo build --bin zar
	$(ST_VENV)/bin/python tools/schemathesis/run.py --venv $(ST_VENV) --long

## api-types: regenerate the web app's API types after changing the server's API
api-types: openapi web-deps
	cd web && ZAR_OPENAPI=../target/openapi.json npm run gen:api

## hub-test: the official @microsoft/signalr client against /hub/frnotify of a real zar serve (two instances on
## PostgreSQL when ZAR_TEST_DATABASE_URL is set)
hub-test: web e2e-deps
	cargo build --bin zar
	cd e2e && node --test --test-timeout=60000 hub/

e2e: web e2e-deps
	cargo build --bin zar
	cd e2e && npx playwright test

## screenshots: every page and dialog at 1440×900 and 390×844 into e2e/screenshots/, to look at
screenshots: web e2e-deps
	cargo build --bin zar
	cd e2e && ZAR_SCREENSHOTS=1 npx playwright test screenshots

clean:
	cargo clean
	rm -rf web/dist web/node_modules e2e/node_modules
