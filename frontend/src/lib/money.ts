// Every price on screen goes through here: en-IN grouping with the rupee sign, ₹1,00,000.00.
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats an amount of rupees as the API sends it (a number with at most two decimals). */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** Converts rupees to whole paise, so client-side sums are exact. */
export function toPaise(amount: number): number {
  return Math.round(amount * 100);
}

export function fromPaise(paise: number): number {
  return paise / 100;
}
