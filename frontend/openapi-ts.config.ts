import { defineConfig } from '@hey-api/openapi-ts';
import { readFileSync } from 'node:fs';

/**
 * The API client's types and zod schemas, generated from the server's OpenAPI description
 * (docs/decisions/0018-the-frontend-api-client-is-generated.md). `npm run api-client` runs this on
 * the committed description; `just api-client` prints the description again first, and
 * `just check-api-client` fails when either is stale.
 *
 * API_CLIENT_INPUT and API_CLIENT_OUTPUT move the input and the output (the check generates into a
 * temporary folder); by default they are the committed files. Everything is read from disk: the
 * generator fetches nothing.
 */
const input = process.env.API_CLIENT_INPUT ?? 'src/api/openapi.json';
const output = process.env.API_CLIENT_OUTPUT ?? 'src/api/generated';

/** Long integers: the server's counts are u64 and i64, every one far below 2^53. */
const isLong = (format: string | undefined) => format === 'int64' || format === 'uint64';

export default defineConfig({
  // Read here and handed over parsed: given a path, the generator derives the API's base URL from
  // it (the description names no server), so the same description at another path (the check's
  // temporary copy) would give other files.
  input: { path: JSON.parse(readFileSync(input, 'utf8')) as object },
  // No crash-report prompt (it would offer to open a browser) and no error log file in the tree.
  interactive: false,
  logs: { file: false },
  output: {
    path: output,
    header: (ctx) => [
      ...ctx.defaultValue,
      "// From src/api/openapi.json (the server's `haat openapi`); regenerate with `just api-client`.",
    ],
  },
  plugins: [
    // The types, with every enum also a constant (ErrorCode.NOT_FOUND, OrderStatus.DELIVERED).
    { name: '@hey-api/typescript', enums: 'javascript' },
    {
      name: 'zod',
      compatibilityVersion: 4,
      // Response bodies and the shared schemas are parsed; requests are typed by the types above.
      requests: false,
      '~resolvers': {
        // An int64 stays a number, as the types say: zod's own choice, a BigInt, would not match
        // them. z.int() already stops at the largest safe integer.
        number(ctx) {
          if (!isLong(ctx.schema.format)) return undefined;
          const asNumber = {
            ...ctx,
            utils: {
              ...ctx.utils,
              shouldCoerceToBigInt: () => false,
              maybeBigInt: (value: unknown) => ctx.$.fromValue(value),
              getIntegerLimit: () => undefined,
            },
          };
          ctx.chain.current = ctx.nodes.base(asNumber);
          ctx.chain.current = ctx.nodes.min(asNumber) ?? ctx.chain.current;
          ctx.chain.current = ctx.nodes.max(asNumber) ?? ctx.chain.current;
          return ctx.chain.current;
        },
        // A string's `format` (uuid, email, date-time) is an annotation, as in JSON Schema 2020-12:
        // the server is the authority on ids, emails and times, and zod's email rule is narrower
        // than the server's (WHATWG), so checking it here could only refuse a valid answer.
        string(ctx) {
          if (!ctx.schema.format) return undefined;
          const noFormat = { ...ctx, nodes: { ...ctx.nodes, format: () => undefined } };
          ctx.chain.current = ctx.nodes.const(noFormat) ?? ctx.nodes.base(noFormat);
          ctx.chain.current = ctx.nodes.minLength(noFormat) ?? ctx.chain.current;
          ctx.chain.current = ctx.nodes.maxLength(noFormat) ?? ctx.chain.current;
          ctx.chain.current = ctx.nodes.pattern(noFormat) ?? ctx.chain.current;
          return ctx.chain.current;
        },
      },
    },
  ],
});
