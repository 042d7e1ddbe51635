import { NEVER, array, config, custom, enum as enumOf, literal, number, object, string } from 'zod';
import type * as zod from 'zod';

// zod, configured once: the hand-written form schemas import it from here, and the generated
// answer schemas (`@/api/schemas`) import this module before they are built (zod itself loads
// lazily, with the first schema a page needs). zod compiles fast parsers with `new Function` unless
// told not to, and decides when a schema is built; the Content-Security-Policy forbids eval
// (docs/security.md), so its first parse would report a violation. Interpreted parsing is fast
// enough for our response sizes.
config({ jitless: true });

/**
 * The builders Haat's form schemas use, named one by one rather than zod's whole `z` namespace:
 * that namespace also carries every locale's messages and every format, which no bundler can drop
 * once the namespace itself is passed around, and made the zod chunk 382 KB (92 KB over the wire) on
 * the storefront's critical path. Add a builder here when a schema needs one.
 */
export const z = {
  NEVER,
  array,
  custom,
  enum: enumOf,
  literal,
  number,
  object,
  string,
};

/** zod's types under the same name, so `z.infer<typeof schema>` and `z.ZodType<T>` read as usual. */
// eslint-disable-next-line @typescript-eslint/no-namespace -- a type-only namespace merged with the value above
export declare namespace z {
  export type infer<T> = zod.infer<T>;
  export type input<T> = zod.input<T>;
  export type output<T> = zod.output<T>;
  export type ZodType<Output = unknown, Input = unknown> = zod.ZodType<Output, Input>;
}
