import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..', '..');

/**
 * Starts the release server on a fresh data directory and a free port (port 0), waits for it
 * to say it is ready, and shares its address with the tests. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const binary = process.env.HAAT_BINARY ?? join(repo, 'target', 'release', 'haat');
  const dataDir = mkdtempSync(join(tmpdir(), 'haat-e2e-'));
  // Only this test's settings: nothing inherited may point the server at another database.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('HAAT_') && key !== 'DATABASE_URL'),
  );
  const server: ChildProcess = spawn(
    binary,
    ['serve', '--bind', '127.0.0.1:0', '--data-dir', dataDir, '--demo'],
    {
      env: {
        ...inherited,
        HAAT_FRONTEND__DIR: join(repo, 'frontend', 'dist'),
        HAAT_LOG__FILTER: 'warn',
        // Both viewport projects sign in many times from one address within a minute.
        HAAT_LIMITS__AUTH_ATTEMPTS_PER_MINUTE: '1000',
        HAAT_MAIL__POLL_INTERVAL_MS: '100',
        // The demo data loads settled; a demo order whose refund window closed during the run
        // would move money from pending to available between two of money.spec's readings.
        HAAT_TASKS__SETTLE_EARNINGS_EVERY_SECS: '86400',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );

  const baseUrl = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not become ready within 90 s')), 90_000);
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Haat is ready at (http:\/\/\S+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    });
    server.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited early with code ${code}: ${output}`));
    });
  });
  process.env.HAAT_E2E_BASE_URL = baseUrl;
  // Tests read emails (activation and reset links) from the server's mailbox folder.
  process.env.HAAT_E2E_DATA_DIR = dataDir;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
