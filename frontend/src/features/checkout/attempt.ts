import type { CreateOrderBody } from '@/api';

// One Idempotency-Key per checkout attempt (docs/orders.md "The checkout transaction"). Sending
// the same body again, after a lost answer, a timeout or a reload of the tab, reuses the key, so
// the server answers the orders it placed the first time instead of placing them twice. Any
// change of cart, address, coupon or payment method is a new attempt with a new key (the server
// refuses a key reused with another body). Kept in sessionStorage, so it survives a reload but
// not the tab; only a digest of the body is stored, never the shopper's address.

const STORAGE_KEY = 'haat:checkout-attempt';

type Attempt = { digest: string; key: string };

/** Kept in memory too, for browsers that refuse sessionStorage (private modes, full storage). */
let inMemory: Attempt | null = null;

/** A 53-bit digest of a string (cyrb53): enough to tell one body from another, not a secret. */
function digestOf(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function readAttempt(): Attempt | null {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    if (
      parsed !== null &&
      typeof parsed === 'object' &&
      'digest' in parsed &&
      'key' in parsed &&
      typeof parsed.digest === 'string' &&
      typeof parsed.key === 'string'
    ) {
      return { digest: parsed.digest, key: parsed.key };
    }
  } catch {
    // Unreadable storage: fall back to memory.
  }
  return inMemory;
}

function writeAttempt(attempt: Attempt | null): void {
  inMemory = attempt;
  try {
    if (attempt) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(attempt));
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Memory will do for this page's life.
  }
}

/** The key for sending this body: the attempt's own when the body is unchanged, else a new one. */
export function idempotencyKeyFor(body: CreateOrderBody): string {
  const digest = digestOf(JSON.stringify(body));
  const attempt = readAttempt();
  if (attempt?.digest === digest) return attempt.key;
  const key = crypto.randomUUID();
  writeAttempt({ digest, key });
  return key;
}

/** Ends the attempt: after the orders are placed, or when the server refused its key. */
export function endCheckoutAttempt(): void {
  writeAttempt(null);
}
