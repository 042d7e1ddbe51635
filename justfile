# Haat's commands. `just` lists them.

set shell := ["bash", "-euo", "pipefail", "-c"]

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD := "1"

# Schemathesis, for the schema fuzzing (`just fuzz-deps` installs it).
schemathesis_version := "4.32.5"
schemathesis := "target/fuzz-venv/bin/schemathesis"

# moto, the real S3-compatible server the media tests and `proof servers` store pictures in
# (`just s3-deps` installs it; scripts/s3-server.py starts it).
moto_version := "5.2.5"
s3_python := "target/s3-venv/bin/python"

# aiosmtpd, the real SMTP server the order-email test sends to (`just mail-deps` installs it).
aiosmtpd_version := "1.4.6"
smtp_python := "target/smtp-venv/bin/python"

# The address `just run` serves on.
bind := env_var_or_default("HAAT_BIND", "127.0.0.1:8080")

# List the commands.
default:
    @just --list

# Build the frontend if it changed, then run the release server with demo data. The server is
# built by `release`, the same build `just test` and `just bench` use, so in any order the three
# compile it once (scripts/check-release-builds.sh keeps it so).
run: frontend-build release
    @echo "Starting Haat on http://{{bind}} (Ctrl-C stops it)"
    ./target/release/haat serve --bind {{bind}} --demo

# Vite's dev server with hot reload on :5173, proxying /api to a debug server on :8080.
dev: frontend-deps
    cargo build -p api
    ./target/debug/haat serve --bind 127.0.0.1:8080 --demo & server=$!; \
      trap 'kill $server 2>/dev/null' EXIT; \
      npm --prefix frontend run dev

# Bring the database schema up to date (honours HAAT_* settings and DATABASE_URL).
migrate:
    cargo run -p api -- migrate

# Everything: Rust on SQLite (and PostgreSQL when TEST_DATABASE_URL is set), the dependency
# boundary, frontend checks and unit tests, the frontend's generated API client against the
# server's description, the browser tests, and the system tests against the release server
# (crash, several servers, bounded load).
test: test-rust check-deps test-frontend check-api-client test-e2e test-system

# The S3 tests always run, against moto (`s3-deps`); the Redis tests (sessions, shared rate
# limits) when TEST_REDIS_URL is set.
# Rust tests on SQLite, then on PostgreSQL when TEST_DATABASE_URL is set.
# The API tests of listings, filters and search.
storefront_tests := "test(/^catalog::|^colour_search::|^catalogue_index::/)"

test-rust: s3-deps
    HAAT_TEST_BACKEND=sqlite cargo nextest run --workspace --no-fail-fast
    # The listing and search tests once more with listings from the database's own queries
    # instead of the in-process index (ADR 0037): both paths answer alike.
    HAAT_TEST_BACKEND=sqlite HAAT_TEST_STOREFRONT=database cargo nextest run -p api --no-fail-fast -E '{{storefront_tests}}'
    @if [ -n "${TEST_DATABASE_URL:-}" ]; then \
      HAAT_TEST_BACKEND=postgres cargo nextest run --workspace --no-fail-fast; \
      HAAT_TEST_BACKEND=postgres HAAT_TEST_STOREFRONT=database cargo nextest run -p api --no-fail-fast -E '{{storefront_tests}}'; \
    else \
      echo "NOTE: TEST_DATABASE_URL is not set, so the Rust suite ran on SQLite only."; \
    fi
    @if [ -n "${TEST_REDIS_URL:-}" ]; then \
      cargo nextest run --workspace --no-fail-fast --run-ignored only -E 'test(/redis/)'; \
    else \
      echo "NOTE: TEST_REDIS_URL is not set, so the Redis session-store tests did not run."; \
    fi

# Domain crates must not depend on actix, sea-orm, sqlx, reqwest or serde_json; every recipe
# builds the release server the same way; every port method is documented.
check-deps:
    ./scripts/check-domain-deps.sh
    ./scripts/check-release-builds.sh
    ./scripts/check-port-docs.py
    ./scripts/check-architecture-doc.py

# Type check, lint and unit tests of the frontend.
test-frontend: frontend-deps
    npm --prefix frontend run typecheck
    npm --prefix frontend run lint
    npm --prefix frontend test

# The release binaries: the server and the system tests' driver. Built in one command, so the
# features of their shared dependencies unify once and the server is not compiled twice.
release:
    cargo build --release -p api -p proof

# The frontend's API client (docs/decisions/0018-the-frontend-api-client-is-generated.md): the
# OpenAPI description the release server prints without running (`haat openapi`) into
# frontend/src/api/openapi.json, and the types and zod schemas generated from it into
# frontend/src/api/generated. Commit both.
api-client: frontend-deps release
    ./target/release/haat openapi > frontend/src/api/openapi.json.new
    mv frontend/src/api/openapi.json.new frontend/src/api/openapi.json
    npm --prefix frontend run api-client

# Fails when the committed description or the client generated from it is stale: both are made
# again into a temporary folder, as `api-client` makes them, and compared with `diff -r`.
check-api-client: frontend-deps release
    #!/usr/bin/env bash
    set -euo pipefail
    fresh=$(mktemp -d)
    trap 'rm -rf "$fresh"' EXIT
    mkdir "$fresh/api"
    ./target/release/haat openapi > "$fresh/api/openapi.json"
    API_CLIENT_INPUT="$fresh/api/openapi.json" API_CLIENT_OUTPUT="$fresh/api/generated" \
      npm --prefix frontend run --silent api-client -- --silent
    if ! diff -r frontend/src/api/openapi.json "$fresh/api/openapi.json" \
      || ! diff -r frontend/src/api/generated "$fresh/api/generated"; then
      echo "error: frontend/src/api is stale (the server's OpenAPI description or the client generated from it);" >&2
      echo "run \`just api-client\` and commit frontend/src/api" >&2
      exit 1
    fi
    echo "ok: frontend/src/api matches the server's OpenAPI description"

# Playwright in Debian's Chromium against the release server on a fresh data directory.
test-e2e: frontend-build release
    cd frontend && npx playwright test

# System tests against the release server (crates/proof, docs/security.md): one order's emails
# through a real SMTP server (aiosmtpd, STARTTLS) exactly and in order, and one email through an
# outage of it; the cluster command's smoke run; SIGKILL during
# concurrent checkouts, refunds and withdrawals, then the invariants (SQLite, and PostgreSQL when
# TEST_DATABASE_URL is set); two servers on PostgreSQL with Redis sessions (when TEST_REDIS_URL
# is set too); a bounded load run (15 s, 64 connections); bounded schema fuzzing as each role.
test-system: frontend-build fuzz-deps mail-deps s3-deps proxy-deps release
    ./target/release/proof mail --python {{smtp_python}}
    ./target/release/proof cluster --smoke --python {{smtp_python}} --postgres "${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
    ./target/release/proof crash --database sqlite
    @if [ -n "${TEST_DATABASE_URL:-}" ]; then \
      ./target/release/proof crash --database postgres; \
    else \
      echo "NOTE: TEST_DATABASE_URL is not set, so the crash test ran on SQLite only."; \
    fi
    @if [ -n "${TEST_DATABASE_URL:-}" ] && [ -n "${TEST_REDIS_URL:-}" ]; then \
      ./target/release/proof servers --python {{smtp_python}}; \
    else \
      echo "NOTE: TEST_DATABASE_URL and TEST_REDIS_URL are not both set, so the two-server test did not run."; \
    fi
    ./target/release/proof load --seconds 15 --connections 64
    ./target/release/proof fuzz --schemathesis {{schemathesis}} --max-examples 10 --seconds-per-role 45

# PostgreSQL (started if none answers), Redis, an S3 server (moto), an SMTP server with a page
# listing what it received, two Haat servers and nginx ending TLS in front, on free ports.
# Everything a deployment of several servers has, on this machine, until Ctrl-C.
cluster: frontend-build s3-deps mail-deps proxy-deps release
    ./target/release/proof cluster --python {{smtp_python}}

# nginx, the proxy `proof servers` and `just cluster` put in front of the servers (Debian's).
proxy-deps:
    @command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || apt-get install -y nginx || sudo apt-get install -y nginx

# Schemathesis as each role with a long budget (10 minutes per role, 200 cases per operation).
fuzz: frontend-build fuzz-deps release
    ./target/release/proof fuzz --schemathesis {{schemathesis}} --max-examples 200 --seconds-per-role 600

# aiosmtpd from PyPI, pinned, in its own virtual environment under target/.
mail-deps:
    @if ! {{smtp_python}} -c "import aiosmtpd, sys; sys.exit(aiosmtpd.__version__ != '{{aiosmtpd_version}}')" 2>/dev/null; then \
      python3 -m venv target/smtp-venv && \
      target/smtp-venv/bin/pip install --quiet "aiosmtpd=={{aiosmtpd_version}}"; \
    fi

# moto's server mode from PyPI, pinned, in its own virtual environment under target/.
s3-deps:
    @if ! {{s3_python}} -c "import moto, sys; sys.exit(moto.__version__ != '{{moto_version}}')" 2>/dev/null; then \
      python3 -m venv target/s3-venv && \
      target/s3-venv/bin/pip install --quiet "moto[server]=={{moto_version}}"; \
    fi

# Schemathesis from PyPI, pinned, in its own virtual environment under target/.
fuzz-deps:
    @if ! {{schemathesis}} --version 2>/dev/null | grep -q "{{schemathesis_version}}"; then \
      python3 -m venv target/fuzz-venv && \
      target/fuzz-venv/bin/pip install --quiet "schemathesis=={{schemathesis_version}}"; \
    fi

# The benchmarks (docs/benchmarks.md): BENCH_PRODUCTS (100000), BENCH_CONNECTIONS (64) and
# BENCH_SECONDS (10 per scenario); SQLite, and PostgreSQL when TEST_DATABASE_URL is set. Writes
# target/bench/results.json and the generated part of docs/benchmarks.md. BENCH_ONLY (scenario
# names, comma-separated) measures only those and writes no doc.
bench: frontend-build bench-deps release
    ./target/release/proof bench
    ./target/release/proof catalogue --write-doc

# The bulk catalogue's part of the benchmarks alone (docs/benchmarks.md "Bulk catalogue"): a
# 5,000-row upload with the storefront read meanwhile, and a seller's list in a shop of 50,000
# products, on SQLite. Fails when either misses its target.
bench-catalogue: release
    ./target/release/proof catalogue --write-doc

# wrk, the load generator the benchmarks drive each scenario with, and Debian's Chromium with
# Lighthouse (frontend/lighthouse, its own locked packages) for the storefront's page audits.
bench-deps:
    @command -v wrk >/dev/null || apt-get install -y wrk || sudo apt-get install -y wrk
    @[ -x /usr/bin/chromium ] || apt-get install -y chromium || sudo apt-get install -y chromium
    @if [ ! -f frontend/lighthouse/node_modules/.package-lock.json ] || [ frontend/lighthouse/package-lock.json -nt frontend/lighthouse/node_modules/.package-lock.json ]; then \
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --prefix frontend/lighthouse --no-audit --no-fund; \
    fi

# The full load run: 60 s, 64 connections, mixed browsing, search, quotes and checkouts against
# the release server on SQLite (and on PostgreSQL when TEST_DATABASE_URL is set).
load: frontend-build release
    ./target/release/proof load --seconds 60 --connections 64
    @if [ -n "${TEST_DATABASE_URL:-}" ]; then \
      ./target/release/proof load --database postgres --seconds 60 --connections 64; \
    fi

# Format Rust and frontend code.
fmt: frontend-deps
    cargo fmt --all
    npm --prefix frontend run format

# Clippy (warnings are errors), rustfmt, ESLint, tsc and Prettier in check mode.
lint: lint-rust frontend-deps
    npm --prefix frontend run lint
    npm --prefix frontend run typecheck
    npm --prefix frontend run format:check

# rustfmt and clippy only (CI runs these and Prettier after `just test`, whose frontend stage has
# run ESLint and tsc already).
lint-rust:
    cargo fmt --all --check
    cargo clippy --workspace --all-targets -- -D warnings

# Install the frontend's packages (the versions in package-lock.json) when the lock changed.
# `npm install`, not `npm ci`: the registry this project builds from does not carry other
# platforms' optional native binaries (e.g. @tailwindcss/oxide-darwin-arm64), so npm cannot
# record them and `npm ci` rejects the lockfile; `npm install` honours the locked versions and
# skips optional packages it cannot fetch.
frontend-deps:
    @if [ ! -f frontend/node_modules/.package-lock.json ] || [ frontend/package-lock.json -nt frontend/node_modules/.package-lock.json ]; then \
      npm --prefix frontend install --no-audit --no-fund; \
    fi

# Build the frontend when its sources changed since the last build.
frontend-build: frontend-deps
    #!/usr/bin/env bash
    set -euo pipefail
    cd frontend
    hash=$(find src public scripts index.html package.json package-lock.json vite.config.ts tsconfig.json tsconfig.app.json tsconfig.node.json \
      -type f -print0 | sort -z | xargs -0 sha256sum | sha256sum | cut -d' ' -f1)
    if [[ -f dist/.source-hash && "$(cat dist/.source-hash)" == "$hash" ]]; then
      echo "frontend unchanged since the last build"
      exit 0
    fi
    npm run build
    echo "$hash" > dist/.source-hash
