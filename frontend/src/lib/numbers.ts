// Counts as Indian readers write them. One formatter for every page, so a figure reads the same on
// the storefront, the seller's dashboard and the operator's console.

const counts = new Intl.NumberFormat('en-IN');

/** A count with Indian grouping: 1,00,000. */
export const formatCount = (value: number) => counts.format(value);
