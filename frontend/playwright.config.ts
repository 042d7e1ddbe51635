import { defineConfig } from '@playwright/test';

const PHONE_SPECS = [
  'accessibility.spec.ts',
  'catalog.spec.ts',
  'commission-rules.spec.ts',
  'identity.spec.ts',
  'languages.spec.ts',
  'orders.spec.ts',
  'prerendered.spec.ts',
  'seller-approval.spec.ts',
  'shell.spec.ts',
];

// End-to-end tests drive Debian's Chromium (Playwright's own browser download is not used)
// against the real release server, started by global-setup on a fresh data directory.
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: process.env.HAAT_E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      // At a phone's width, the specs whose pages change shape there: the header, menus and cart
      // bar, the checkout, the pages in each language, the queues checked for overflow, and the
      // accessibility checks. The longer journeys (returns, money, messages, invoices…) exercise
      // the same server and components at either width, so they run once, on the desktop:
      // running all of them twice made CI's browser stage 20 minutes long on two cores.
      testMatch: PHONE_SPECS,
    },
  ],
});
