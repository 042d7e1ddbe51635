// Lighthouse's performance audit of storefront pages, for `just bench` (docs/benchmarks.md).
//
//   node audit.mjs --base http://127.0.0.1:PORT --out FILE [--chromium PATH] PATH...
//
// Starts one headless Debian Chromium (/usr/bin/chromium unless --chromium says otherwise), audits
// each PATH in turn with Lighthouse's default settings (mobile emulation, simulated throttling)
// and writes a JSON array to FILE:
//
//   [{"path", "performance" (0–100), "cls", "lcp_ms", "fcp_ms", "tbt_ms", "speed_index_ms",
//     "opportunities": ["the three failing audits with the largest savings, titled"]}]
//
// Nothing is downloaded: the browser is the system's, and the pages are on loopback. Exits
// non-zero, saying why, when the browser is missing or a page could not be audited.

import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import process from 'node:process';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Attempts per page. Lighthouse's trace of a load now and then lacks an event it needs (it reports
 * NO_NAVSTART or NO_FCP and asks to be run again), so a page whose run failed is audited again.
 */
const ATTEMPTS = 3;

/** Lighthouse's own threshold: an audit scoring below it is shown as failing. */
const PASS_SCORE = 0.9;

const USAGE = 'usage: node audit.mjs --base http://127.0.0.1:PORT --out FILE [--chromium PATH] PATH...';

function parseArgs(argv) {
  const options = { base: null, out: null, chromium: '/usr/bin/chromium', paths: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--base' || arg === '--out' || arg === '--chromium') {
      const value = argv[i + 1];
      if (value === undefined) throw new Error(`${arg} needs a value\n${USAGE}`);
      options[arg.slice(2)] = value;
      i += 1;
    } else if (arg.startsWith('--')) {
      throw new Error(`unknown option ${arg}\n${USAGE}`);
    } else {
      options.paths.push(arg);
    }
  }
  if (!options.base || !options.out || options.paths.length === 0) throw new Error(USAGE);
  const base = new URL(options.base);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname)) {
    throw new Error(`--base must be a loopback address, not ${options.base}`);
  }
  for (const path of options.paths) {
    if (!path.startsWith('/')) throw new Error(`a path starts with /, not ${path}`);
  }
  return options;
}

function numeric(lhr, id) {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(`${lhr.finalDisplayedUrl}: Lighthouse measured no ${id}`);
  }
  return value;
}

/** The largest time an audit says could be saved, in ms, over its estimates. */
function savedMs(audit) {
  const metric = audit.metricSavings ?? {};
  return Math.max(
    audit.details?.overallSavingsMs ?? 0,
    metric.LCP ?? 0,
    metric.FCP ?? 0,
    metric.TBT ?? 0,
    metric.INP ?? 0,
  );
}

function describe(audit) {
  const parts = [];
  const ms = savedMs(audit);
  if (ms > 0) parts.push(`~${Math.round(ms)} ms`);
  const bytes = audit.details?.overallSavingsBytes ?? 0;
  if (bytes > 0) parts.push(`~${Math.round(bytes / 1024)} KiB`);
  const cls = audit.metricSavings?.CLS ?? 0;
  if (cls > 0) parts.push(`CLS ${cls.toFixed(3)}`);
  if (parts.length === 0 && audit.displayValue) parts.push(audit.displayValue);
  return parts.length === 0 ? audit.title : `${audit.title} (${parts.join(', ')})`;
}

/** The three failing diagnostics of the performance category with the largest savings. */
function opportunities(lhr) {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.group === 'diagnostics')
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) =>
        audit &&
        typeof audit.score === 'number' &&
        audit.score < PASS_SCORE &&
        !['informative', 'notApplicable', 'manual', 'error'].includes(audit.scoreDisplayMode),
    )
    .sort(
      (a, b) =>
        savedMs(b) - savedMs(a) ||
        (b.metricSavings?.CLS ?? 0) - (a.metricSavings?.CLS ?? 0) ||
        (b.details?.overallSavingsBytes ?? 0) - (a.details?.overallSavingsBytes ?? 0) ||
        a.score - b.score,
    )
    .slice(0, 3)
    .map(describe);
}

function summarise(path, lhr) {
  if (lhr.runtimeError) {
    throw new Error(
      `${path}: Lighthouse could not audit the page: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`,
    );
  }
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error(`${path}: Lighthouse gave no performance score`);
  for (const warning of lhr.runWarnings ?? []) console.error(`lighthouse: ${path}: ${warning}`);
  return {
    path,
    performance: Math.round(score * 100),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    lcp_ms: numeric(lhr, 'largest-contentful-paint'),
    fcp_ms: numeric(lhr, 'first-contentful-paint'),
    tbt_ms: numeric(lhr, 'total-blocking-time'),
    speed_index_ms: numeric(lhr, 'speed-index'),
    opportunities: opportunities(lhr),
  };
}

/** Audits one page, again when Lighthouse's run of it failed, up to ATTEMPTS times. */
async function auditPage(port, path, url) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`${path}: Lighthouse returned nothing`);
    const { runtimeError } = result.lhr;
    if (!runtimeError || attempt === ATTEMPTS) return summarise(path, result.lhr);
    console.error(`lighthouse: ${path}: attempt ${attempt} failed (${runtimeError.code}), trying again`);
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!existsSync(options.chromium)) {
    throw new Error(
      `Chromium is not at ${options.chromium}: install Debian's package (apt-get install -y chromium, as \`just bench-deps\` does)`,
    );
  }
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromium,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  const results = [];
  try {
    for (const path of options.paths) {
      const url = new URL(path, options.base).href;
      const summary = await auditPage(chrome.port, path, url);
      console.error(
        `lighthouse: ${path}: performance ${summary.performance}, CLS ${summary.cls.toFixed(3)}, LCP ${Math.round(summary.lcp_ms)} ms`,
      );
      results.push(summary);
    }
  } finally {
    chrome.kill();
  }
  await mkdir(dirname(options.out), { recursive: true });
  await writeFile(options.out, `${JSON.stringify(results, null, 2)}\n`);
}

main().catch((error) => {
  console.error(`lighthouse: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
