// The functions passed to page.evaluate and addInitScript run in the page, so they see its DOM.
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { type APIRequestContext, type Page, expect } from '@playwright/test';
import PostalMime from 'postal-mime';

// The journeys in other languages read their texts from the app's own message catalogues, so they
// follow the translations instead of repeating them (docs/i18n.md).

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

export type Language = 'en' | 'hi' | 'es' | 'fr';

/** One catalogue in one language: `common` (the shared one) or a feature's name. */
export function catalogue(language: Language, name: string): Record<string, string> {
  const folder = name === 'common' ? join(src, 'lib', 'i18n') : join(src, 'features', name);
  return JSON.parse(readFileSync(join(folder, 'locales', `${language}.json`), 'utf8')) as Record<
    string,
    string
  >;
}

/** A message with no placeholders, failing the test when the key is gone. */
export function text(language: Language, name: string, key: string): string {
  const message = catalogue(language, name)[key];
  if (message === undefined) throw new Error(`${name}/${language}.json has no "${key}"`);
  return message;
}

/** Opens the pages in `language` from the first request on, as a returning visitor's browser would. */
export async function startIn(page: Page, language: Language): Promise<void> {
  await page.addInitScript((chosen) => {
    if (!window.localStorage.getItem('haat.language')) window.localStorage.setItem('haat.language', chosen);
  }, language);
}

/**
 * The errors the page's scripts threw, gathered for the test to check at its end. React reports
 * there what it recovered from (a render it had to start over, a hydration it gave up), which
 * the page survives but should not need.
 */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Fails when the page is wider than the window: a text too long for its box pushed it out. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.right <= root.clientWidth + 1) return false;
        // Carousels and scrolling strips hold their overflow on purpose, and a text for screen
        // readers alone (Tailwind's sr-only) is clipped to nothing wherever its box lies.
        for (let up: Element | null = element; up; up = up.parentElement) {
          const style = getComputedStyle(up);
          if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return false;
          if (up !== element && style.overflowX !== 'visible') return false;
        }
        return true;
      })
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`,
      );
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide };
  });
  expect(overflow.wide, `elements past the window's right edge (${overflow.clientWidth} px)`).toEqual([]);
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);
}

/** The page's `<html lang>`, and for Hindi the bundled Devanagari font actually drawing it. */
export async function expectPageIn(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  if (language === 'hi') {
    const drawn = await page.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('16px "Haat Devanagari"', 'कार्ट');
    });
    expect(drawn, 'the Devanagari font is loaded').toBe(true);
  }
}

const origin = () => new URL(process.env.HAAT_E2E_BASE_URL ?? '').origin;

/** Signs in by the API, on the page's own cookie jar, as the pages would. */
export async function signInByApi(
  request: APIRequestContext,
  kind: 'user' | 'seller',
  email: string,
  password: string,
): Promise<void> {
  const response = await request.post(kind === 'user' ? '/api/v2/login' : '/api/v2/shop-login', {
    headers: { Origin: origin() },
    data: { email, password },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/**
 * Saves `language` on the signed-in account, as the language select does: a signed-in account's
 * language is the one its pages open in.
 */
export async function saveAccountLanguage(
  request: APIRequestContext,
  kind: 'user' | 'seller',
  language: Language,
): Promise<void> {
  const response = await request.put(
    kind === 'user' ? '/api/v2/update-user-language' : '/api/v2/update-shop-language',
    {
      headers: { Origin: origin() },
      data: { language },
    },
  );
  expect(response.ok(), await response.text()).toBeTruthy();
}

/** An email as the mailbox keeps it, decoded (its subject and body may be base64 or quoted-printable). */
export async function decodeEmail(raw: string): Promise<{ subject: string; text: string }> {
  const email = await PostalMime.parse(raw);
  return { subject: email.subject ?? '', text: email.text ?? '' };
}
