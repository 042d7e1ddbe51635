import { z } from 'zod';

// zod, configured once: every schema imports it from here (zod itself loads lazily, with the
// first schema a page needs). zod compiles fast parsers with `new Function` unless told not to;
// the Content-Security-Policy forbids eval (docs/security.md), so its first parse would report a
// violation. Interpreted parsing is fast enough for our response sizes.
z.config({ jitless: true });

export { z };
