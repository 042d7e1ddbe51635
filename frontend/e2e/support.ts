import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { type BrowserContext, type Page, expect } from '@playwright/test';

/**
 * Opens a page and waits until the app has taken it over (`App.tsx` marks the document). The
 * home, listing and product pages arrive prerendered, so their buttons are on screen before a tap
 * does anything.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/** Every demo account's password (README, "Demo accounts"). */
const DEMO_PASSWORD = 'haat-demo-2026';

/** Signs a demo account in, through the form at `path`, on a new page of `context`. */
export async function signInDemo(
  context: BrowserContext,
  path: '/login' | '/shop-login',
  email: string,
): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Login Success')).toBeVisible();
  return page;
}

/** Where the server under test keeps its data (set by global-setup). */
function mailbox(): string {
  const dataDir = process.env.HAAT_E2E_DATA_DIR;
  if (!dataDir) throw new Error('HAAT_E2E_DATA_DIR is not set: run through the Playwright config');
  return join(dataDir, 'mailbox');
}

/** Every message in the mailbox as it was written, newest last. */
function rawMessages(): string[] {
  let files: string[];
  try {
    files = readdirSync(mailbox()).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.sort().map((f) => readFileSync(join(mailbox(), f), 'utf8'));
}

/** Every message in the mailbox, newest last, with quoted-printable soft line breaks undone. */
function messages(): string[] {
  return rawMessages().map((message) => message.replace(/=\r?\n/g, ''));
}

/** The link in the newest email to `to` whose path starts with `path`, waiting for it to arrive. */
export async function linkFromEmail(to: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+${path}[0-9a-f]{64}`);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const match = messages()
      .reverse()
      .filter((m) => m.includes(`To: ${to}`))
      .map((m) => m.match(pattern)?.[0])
      .find(Boolean);
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no email to ${to} with a ${path} link arrived`);
}

/**
 * The newest email to `to` that `wanted` accepts, as stored, waiting for it to arrive. A text not
 * in English is encoded (base64), so `wanted` gets the raw message to decode as it needs.
 */
export async function emailTo(
  to: string,
  wanted: (raw: string) => boolean | Promise<boolean>,
): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    for (const message of rawMessages().reverse()) {
      if (message.includes(`To: ${to}`) && (await wanted(message))) return message;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no such email to ${to} arrived`);
}

/** An email address no other test or run uses. */
export function uniqueEmail(name: string, project: string): string {
  return `${name}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}
