// The storefront's first screens as HTML (ADR 0015, docs/benchmarks.md), run by `npm run build`
// after Vite's client build:
//
// 1. builds src/prerender.tsx for Node (Vite's SSR build, into node_modules/.prerender);
// 2. renders each page of PAGES as a first visitor sees it before any answer arrives (the
//    pictured pages with their first pictures as slots the server fills in; ADR 0016);
// 3. writes dist/prerendered/{name}.html: the built index.html with that markup in #root, its
//    stylesheet inline, so the first paint waits for no other file (the server allows exactly
//    that stylesheet by its hash in the Content-Security-Policy); `preload` links for its
//    pictures, first in the head, and for the answers the page asks for as it starts, so they are
//    on their way before the scripts that ask for them have run; and, instead of the app's
//    scripts, a small module that fetches them (the page's own lazy chunk too) once the page has
//    been painted.
//
// The server sends these for exactly these addresses without a query (crates/api/src/http/frontend.rs)
// and index.html, whose #root is empty, for every other page. main.tsx hydrates whichever came.

import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}dist`;
const out = `${root}node_modules/.prerender`;

const EMPTY_ROOT = '<div id="root"></div>';
/** Stands for the product's id in the product page's answers; crates/api/src/http/frontend.rs replaces it. */
const PRODUCT_ID = 'haat-product-id-slot';
/** Stands for a page's `n`th picture in a pictured page; the server replaces it too. */
const picture = (n) => `haat-picture-${n}-slot`;
/** The head's first element, after which a page names its picture (see pictureLinks). */
const CHARSET = '<meta charset="UTF-8" />';

/**
 * The page names the server knows: an address each renders at, and the source module of its lazy
 * chunk (dist/.vite/manifest.json names the files it became).
 */
const PAGES = {
  home: { url: '/' },
  products: { url: '/products', module: 'src/features/catalog/routes/ProductsPage.tsx' },
  // The same with the first row of cards' pictures (a phone's two columns) drawn in: the server
  // sends it when the listing's first products have pictures (src/lib/served-pictures.tsx), so
  // the page's largest paint needs neither the scripts nor the listing's answer.
  'products-pictured': {
    url: '/products',
    module: 'src/features/catalog/routes/ProductsPage.tsx',
    pictures: 2,
  },
  // The skeleton of a product page is the same for every product; this id stands for any, and
  // the server writes the address's own id where the page's answers name it.
  product: { url: `/product/${PRODUCT_ID}`, module: 'src/features/catalog/routes/ProductDetailsPage.tsx' },
  // The same with the product's main picture drawn where the skeleton's square is.
  'product-pictured': {
    url: `/product/${PRODUCT_ID}`,
    module: 'src/features/catalog/routes/ProductDetailsPage.tsx',
    pictures: 1,
  },
};

await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: out, emptyOutDir: true, rolldownOptions: { output: {} } },
});
const { render, SERVED_PICTURE_META } = await import(pathToFileURL(`${out}/prerender.js`).href);

const index = await readFile(`${dist}/index.html`, 'utf8');
if (!index.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT} to fill`);
if (!index.includes(CHARSET)) throw new Error(`dist/index.html has no ${CHARSET} to name a picture after`);
const { html: shell, modules: appModules } = withoutScripts(await withInlineStylesheet(index));
const manifest = JSON.parse(await readFile(`${dist}/.vite/manifest.json`, 'utf8'));

await mkdir(`${dist}/prerendered`, { recursive: true });
for (const [name, { url, module, pictures = 0 }] of Object.entries(PAGES)) {
  const slots = Array.from({ length: pictures }, (_, n) => picture(n));
  const { html, requests } = await render(url, { pictures: slots });
  const drawn = html.match(/haat-picture-\d+-slot/g) ?? [];
  if (slots.some((slot) => !html.includes(`src="${slot}"`)) || drawn.some((slot) => !slots.includes(slot))) {
    throw new Error(
      `${name} drew the pictures ${drawn.join(', ') || 'none'}, not ${slots.join(', ') || 'none'}`,
    );
  }
  if (html.includes(PRODUCT_ID)) throw new Error(`${url} shows the id it was rendered with`);
  if (url.includes(PRODUCT_ID) && !requests.some((address) => address.includes(PRODUCT_ID))) {
    throw new Error(`${url} asked for nothing by its id: ${requests.join(', ')}`);
  }
  if (!html.includes('<main')) throw new Error(`${url} rendered no <main>: ${html.slice(0, 200)}`);
  // An inline script (React moving a late boundary into place) would be refused by the
  // Content-Security-Policy, leaving the page's fallback on screen.
  if (html.includes('<script'))
    throw new Error(`${url} rendered an inline script: React waited for something`);
  const loader = await afterPaintLoader([...new Set([...appModules, ...(module ? chunkOf(module) : [])])]);
  const page = shell
    .replace(CHARSET, () => `${CHARSET}${pictureLinks(slots)}`)
    .replace(EMPTY_ROOT, `<div id="root">${html}</div>`)
    .replace(
      '</head>',
      () => `${answerPreloads(requests)}<script type="module" src="/${loader}"></script>\n</head>`,
    );
  await writeFile(`${dist}/prerendered/${name}.html`, page);
  console.log(`prerendered ${url} -> dist/prerendered/${name}.html (${html.length} bytes)`);
}
await rm(out, { recursive: true, force: true });

/** The files of a module's chunk and of the chunks it imports, from the build's manifest. */
function chunkOf(module) {
  if (!manifest[module]) throw new Error(`the build's manifest has no ${module}`);
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return [...files];
}

/**
 * Each picture's preload, first in the head so its request starts before the scripts', and the
 * `<meta>`s that tell the app which pictures the page shows, so that hydration draws them too.
 */
function pictureLinks(slots) {
  return slots
    .map(
      (slot) =>
        `<link rel="preload" as="image" fetchpriority="high" href="${slot}">` +
        `<meta name="${SERVED_PICTURE_META}" content="${slot}">`,
    )
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
 * The page without its scripts (the app's entry and the modules Vite has it preload), and those
 * scripts' addresses: a prerendered page is drawn without them, so it loads them only once it has
 * been painted (see afterPaintLoader).
 */
function withoutScripts(html) {
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\n?/g;
  const preloads = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\n?/g;
  const entries = [...html.matchAll(entry)];
  if (entries.length !== 1) throw new Error(`dist/index.html has ${entries.length} entry scripts, not one`);
  const modules = [entries[0][1], ...[...html.matchAll(preloads)].map((match) => match[1])];
  return { html: html.replace(entry, '').replace(preloads, ''), modules };
}

/**
 * A module that imports `modules` once the page has been painted, written to dist/assets under a
 * name made from its content (the server caches /assets for a year); returns that name.
 *
 * The prerendered page shows everything a first visit sees without the scripts. Fetched with the
 * page, they take a phone's bandwidth from its pictures and answers and run (and hydrate) before
 * the browser has painted the first frame; fetched after it, the page is on screen first, and the
 * app takes it over a frame later. A page opened in a background tab paints no frame, so there the
 * scripts are fetched at once.
 */
async function afterPaintLoader(modules) {
  const source =
    `// Written by scripts/prerender.mjs: the app's modules, fetched once this page has been painted.\n` +
    `const modules = ${JSON.stringify(modules)};\n` +
    `const load = () => {\n` +
    `  for (const module of modules) import(module).catch((error) => console.error(error));\n` +
    `};\n` +
    `if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(load));\n` +
    `else load();\n`;
  const name = `assets/after-paint-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
  await writeFile(`${dist}/${name}`, source);
  return name;
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
