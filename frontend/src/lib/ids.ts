// How pages refer to a long id in a line of text.

/**
 * docs/product.md §3 "Cut text": an order is shown by the first 8 hex digits of its id. (The
 * original showed 9 characters of a 24-digit id; a UUID's ninth is a hyphen.)
 */
export const shortOrderId = (id: string) => id.replaceAll('-', '').slice(0, 8);

/** The last 8 characters of an id, upper-cased, as the seller's dashboard and money page refer to orders and requests. */
export const shortId = (id: string) => id.slice(-8).toUpperCase();
