// Counts as Indian readers write them. One formatter for every page, so a figure reads the same on
// the storefront, the seller's dashboard and the operator's console.

const counts = new Intl.NumberFormat('en-IN');

/** A count with Indian grouping: 1,00,000. */
export const formatCount = (value: number) => counts.format(value);

/** A count and the word for it: "1 order", "1,200 orders". */
export const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;
