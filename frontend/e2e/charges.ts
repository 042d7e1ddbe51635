// The charges delivery posts on a sale, worked out again here from docs/tax.md "The seller's money"
// so the browser tests check the server's figures against the rule, not against themselves:
// commission 10 %, GST 18 % on it, TCS 0.5 % of the value without GST (two rounded halves within a
// state), TDS 0.1 % of the sale. All in paise, each rounded half up.

/** `amount × basisPoints / 10 000`, rounded half up, for whole non-negative paise. */
const ofRate = (amount: number, basisPoints: number) => Math.floor((amount * basisPoints + 5000) / 10000);

/** The tax-inclusive `amount` less its GST at `gstPercent`, the tax rounded once. */
export function valueWithoutTax(amount: number, gstPercent: number): number {
  const r = Math.round(gstPercent * 100);
  const whole = 10000 + r;
  return amount - Math.floor((amount * r + Math.floor(whole / 2)) / whole);
}

export type Charges = { commission: number; commissionGst: number; tcs: number; tds: number };

/** The charges on a credit of `credit` paise whose value without GST is `taxable`. */
export function chargesOn(credit: number, taxable: number, sameState: boolean): Charges {
  const commission = ofRate(credit, 1000);
  return {
    commission,
    commissionGst: ofRate(commission, 1800),
    tcs: sameState ? 2 * Math.floor((taxable * 50 + 10000) / 20000) : ofRate(taxable, 50),
    tds: ofRate(credit, 10),
  };
}

/** What the shop keeps of `credit`: the sale less every charge. */
export function netOf(credit: number, taxable: number, sameState: boolean): number {
  const c = chargesOn(credit, taxable, sameState);
  return credit - c.commission - c.commissionGst - c.tcs - c.tds;
}
