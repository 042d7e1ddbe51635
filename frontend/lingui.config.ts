import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

// Where the message catalogues are, for the Vite plugin that compiles them as they are imported
// (docs/i18n.md, ADR 0019). One file per language and per part of the app: each feature's own
// (src/features/<name>/locales/<language>.json), a lazily used component's own, and the shared one (src/lib/i18n/locales), which
// src/lib, src/components and src/app use. Keys are explicit; English is the source.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'es', 'fr'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}'],
    },
    {
      // The footer's newsletter box, apart from the information pages' long texts.
      path: '<rootDir>/src/features/info/newsletter/locales/{locale}',
      include: ['<rootDir>/src/features/info/newsletter'],
    },
    {
      // The footer's disclosures (who runs Haat, customer care, the grievance officer), likewise.
      path: '<rootDir>/src/features/info/disclosure/locales/{locale}',
      include: ['<rootDir>/src/features/info/disclosure'],
    },
    {
      // The coupon form, shared by two lazily loaded features, keeps its own.
      path: '<rootDir>/src/components/coupons/locales/{locale}',
      include: ['<rootDir>/src/components/coupons'],
    },
    {
      // The shared table of the server-paged lists (sort, paging notes), likewise.
      path: '<rootDir>/src/components/table/locales/{locale}',
      include: ['<rootDir>/src/components/table'],
    },
    {
      path: '<rootDir>/src/lib/i18n/locales/{locale}',
      include: ['<rootDir>/src/lib', '<rootDir>/src/components', '<rootDir>/src/app'],
    },
  ],
  format: formatter({ style: 'minimal' }),
});
