// How pages refer to a long id in a line of text.

/** docs/product.md §3 "Cut text": an order id is shown by its first 9 characters. */
export const shortOrderId = (id: string) => id.slice(0, 9);

/** The last 8 characters of an id, upper-cased, as the seller's dashboard and money page refer to orders and requests. */
export const shortId = (id: string) => id.slice(-8).toUpperCase();
