// The storefront's first screens as HTML (issue 8, docs/benchmarks.md), run by `npm run build`
// after Vite's client build:
//
// 1. builds src/prerender.tsx for Node (Vite's SSR build, into node_modules/.prerender);
// 2. renders each page of PAGES as a first visitor sees it before any answer arrives;
// 3. writes dist/prerendered/{name}.html: the built index.html with that markup in #root, its
//    stylesheet inline, so the first paint waits for no other file (the server allows exactly
//    that stylesheet by its hash in the Content-Security-Policy), and `modulepreload` links for
//    the page's own lazy chunk, so it downloads beside the app's instead of after it, and
//    `preload` links for the answers the page asks for as it starts, so they are on their way
//    before the scripts that ask for them have run.
//
// The server sends these for exactly these addresses without a query (crates/api/src/frontend.rs)
// and index.html, whose #root is empty, for every other page. main.tsx hydrates whichever came.

import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}dist`;
const out = `${root}node_modules/.prerender`;

const EMPTY_ROOT = '<div id="root"></div>';
/** Stands for the product's id in the product page's answers; crates/api/src/frontend.rs replaces it. */
const PRODUCT_ID = 'haat-product-id-slot';

/**
 * The page names the server knows: an address each renders at, and the source module of its lazy
 * chunk (dist/.vite/manifest.json names the files it became).
 */
const PAGES = {
  home: { url: '/' },
  products: { url: '/products', module: 'src/features/catalog/routes/ProductsPage.tsx' },
  // The skeleton of a product page is the same for every product; this id stands for any, and
  // the server writes the address's own id where the page's answers name it.
  product: { url: `/product/${PRODUCT_ID}`, module: 'src/features/catalog/routes/ProductDetailsPage.tsx' },
};

await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: out, emptyOutDir: true, rolldownOptions: { output: {} } },
});
const { render } = await import(pathToFileURL(`${out}/prerender.js`).href);

const index = await readFile(`${dist}/index.html`, 'utf8');
if (!index.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT} to fill`);
const shell = await withInlineStylesheet(index);
const manifest = JSON.parse(await readFile(`${dist}/.vite/manifest.json`, 'utf8'));

await mkdir(`${dist}/prerendered`, { recursive: true });
for (const [name, { url, module }] of Object.entries(PAGES)) {
  const { html, requests } = await render(url);
  if (html.includes(PRODUCT_ID)) throw new Error(`${url} shows the id it was rendered with`);
  if (url.includes(PRODUCT_ID) && !requests.some((address) => address.includes(PRODUCT_ID))) {
    throw new Error(`${url} asked for nothing by its id: ${requests.join(', ')}`);
  }
  if (!html.includes('<main')) throw new Error(`${url} rendered no <main>: ${html.slice(0, 200)}`);
  // An inline script (React moving a late boundary into place) would be refused by the
  // Content-Security-Policy, leaving the page's fallback on screen.
  if (html.includes('<script'))
    throw new Error(`${url} rendered an inline script: React waited for something`);
  const page = shell
    .replace(EMPTY_ROOT, `<div id="root">${html}</div>`)
    .replace(
      '</head>',
      () => `${module ? chunkPreloads(module, shell) : ''}${answerPreloads(requests)}</head>`,
    );
  await writeFile(`${dist}/prerendered/${name}.html`, page);
  console.log(`prerendered ${url} -> dist/prerendered/${name}.html (${html.length} bytes)`);
}
await rm(out, { recursive: true, force: true });

/** `modulepreload` links for a module's chunk and the chunks it imports, but not those `html` has. */
function chunkPreloads(module, html) {
  if (!manifest[module]) throw new Error(`the build's manifest has no ${module}`);
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return [...files]
    .filter((file) => !html.includes(`"/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">\n`)
    .join('');
}

/**
 * `preload` links for the API's answers. They carry cookies (`use-credentials`), as `apiFetch`'s
 * requests do, so the browser hands each preloaded answer to the request that asks for it.
 */
function answerPreloads(requests) {
  return requests
    .map((address) => {
      if (!address.startsWith('/api/') || /["'<>\s]/.test(address)) {
        throw new Error(`the page asked for ${address}, which cannot be named in a link`);
      }
      const href = address.replaceAll('&', '&amp;');
      return `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">\n`;
    })
    .join('');
}

/**
 * The page with its one stylesheet link replaced by the stylesheet itself. A linked stylesheet
 * blocks the first paint until it arrives, and on a phone's connection it queues behind the
 * scripts the page also asks for; inline, the page paints as soon as its HTML is in.
 */
async function withInlineStylesheet(html) {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g)];
  if (links.length !== 1) throw new Error(`dist/index.html links ${links.length} stylesheets, not one`);
  const [link, file] = links[0];
  const css = await readFile(`${dist}/${file}`, 'utf8');
  if (/<\/style/i.test(css)) throw new Error(`${file} contains </style and cannot be inlined`);
  return html.replace(link, () => `<style>${css}</style>`);
}
