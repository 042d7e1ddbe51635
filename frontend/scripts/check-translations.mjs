// Fails when the message catalogues disagree (docs/i18n.md): every catalogue has its English file
// and a Hindi, Spanish and French file with exactly the same keys; no message is empty; each
// translation names the same placeholders (`{count}`) and tags (`<0>…</0>`) as its English; and a
// Hindi message is not the English one copied. `npm run lint` (so `just lint` and `just test`)
// runs it. Keys used in code are checked by the compiler: each part's `t` takes only its English
// file's keys.

import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const LANGUAGES = ['en', 'hi', 'es', 'fr'];

/** Every folder named `locales` under src. */
async function catalogueFolders(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.name === 'locales') found.push(path);
    else found.push(...(await catalogueFolders(path)));
  }
  return found;
}

/**
 * The argument names a message uses: `{count}`, `{count, plural, …}`, `{when, date}`, read as ICU
 * MessageFormat nests them, so a plural's or select's branches (`one {# order}`, `other {orders}`)
 * are text, not arguments. Apostrophes quote in ICU but are left alone here: no message quotes
 * braces.
 */
function argumentsOf(message) {
  const names = new Set();
  let at = 0;
  // Text up to the `}` that closes the branch it is in (or the end).
  const text = () => {
    while (at < message.length) {
      const c = message[at];
      if (c === '{') {
        at++;
        argument();
      } else if (c === '}') return;
      else at++;
    }
  };
  const word = () => {
    const start = at;
    while (at < message.length && !/[,{}]/.test(message[at])) at++;
    return message.slice(start, at).trim();
  };
  // After an argument's `{`: its name, then a type and, for plural and select, branches.
  const argument = () => {
    names.add(word());
    if (message[at] === ',') {
      at++;
      const type = word();
      if (message[at] === ',' && /^(plural|select|selectordinal)$/.test(type)) {
        at++;
        while (at < message.length && message[at] !== '}') {
          word(); // the branch's selector: one, other, =0, upi
          if (message[at] !== '{') break;
          at++;
          text();
          at++; // the branch's `}`
        }
      } else {
        let depth = 0;
        while (at < message.length && (message[at] !== '}' || depth > 0)) {
          if (message[at] === '{') depth++;
          if (message[at] === '}') depth--;
          at++;
        }
      }
    }
    at++; // the argument's `}`
  };
  text();
  return names;
}
/** The rich-text tags a message uses: `<0>`, `<link>`. */
const tagsOf = (message) => new Set([...message.matchAll(/<\/?([A-Za-z0-9]+)\/?>/g)].map((m) => m[1]));
const same = (a, b) => a.size === b.size && [...a].every((x) => b.has(x));
const show = (set) => `{${[...set].sort().join(', ')}}`;

/**
 * A Hindi message that is its English copied: the same text with an English word in it (a word of
 * four or more lower-case letters; names such as "Haat", "UPI" or "GSTIN" stay as they are).
 */
const copiedEnglish = (english, hindi) =>
  hindi === english && /\b[a-z]{4,}\b/.test(english.replace(/\{[^}]*\}/g, '').replace(/<[^>]*>/g, ''));

const problems = [];
const folders = await catalogueFolders(join(root, 'src'));
let messages = 0;
for (const folder of folders.sort()) {
  const name = relative(root, folder);
  const catalogues = {};
  for (const language of LANGUAGES) {
    const file = join(folder, `${language}.json`);
    try {
      catalogues[language] = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      problems.push(`${name}/${language}.json: ${error.code === 'ENOENT' ? 'missing' : error.message}`);
    }
  }
  const english = catalogues.en;
  if (!english) continue;
  messages += Object.keys(english).length;
  for (const language of LANGUAGES.slice(1)) {
    const translated = catalogues[language];
    if (!translated) continue;
    for (const key of Object.keys(english)) {
      if (!(key in translated)) problems.push(`${name}/${language}.json: "${key}" is in English but missing`);
    }
    for (const [key, message] of Object.entries(translated)) {
      const source = english[key];
      if (source === undefined) {
        problems.push(`${name}/${language}.json: "${key}" is not in English (a key left behind?)`);
        continue;
      }
      if (typeof message !== 'string' || message.trim() === '') {
        problems.push(`${name}/${language}.json: "${key}" is empty`);
        continue;
      }
      if (!same(argumentsOf(source), argumentsOf(message))) {
        problems.push(
          `${name}/${language}.json: "${key}" uses ${show(argumentsOf(message))}, English ${show(argumentsOf(source))}`,
        );
      }
      if (!same(tagsOf(source), tagsOf(message))) {
        problems.push(
          `${name}/${language}.json: "${key}" has tags ${show(tagsOf(message))}, English ${show(tagsOf(source))}`,
        );
      }
      if (language === 'hi' && copiedEnglish(source, message)) {
        problems.push(`${name}/hi.json: "${key}" is the English text, not Hindi`);
      }
    }
  }
  for (const [key, message] of Object.entries(english)) {
    if (typeof message !== 'string' || message.trim() === '')
      problems.push(`${name}/en.json: "${key}" is empty`);
  }
}

if (folders.length === 0) problems.push('no message catalogues found under src (a folder named locales)');
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`error: ${problems.length} problem(s) in the message catalogues (docs/i18n.md)`);
  process.exit(1);
}
console.log(`ok: ${folders.length} catalogues, ${messages} messages, each in ${LANGUAGES.join(', ')}`);
