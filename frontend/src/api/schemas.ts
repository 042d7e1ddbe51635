// The generated zod schemas of the API's answers (zUserResponse, zOrdersPage, …), with zod configured
// first: `@/lib/zod` turns off zod's compiled parsers, which the Content-Security-Policy forbids,
// and a schema reads that setting when it is built. So every module imports the schemas from here,
// never from ./generated (ESLint enforces it).
//
// This brings zod and every schema along: a module that loads with the storefront's first paint
// imports it lazily (see `lazySchema` in `@/lib/api`).

import '@/lib/zod';

export * from './generated/zod.gen';
