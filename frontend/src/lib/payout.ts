// The shapes a bank or a UPI app accepts, as the server checks them (orders::payout): where a
// shop's withdrawals are paid, and where a cash-on-delivery refund is.

export const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** `name@handle`: what a UPI app shows as the id, such as asha.verma@okhdfcbank. */
export const UPI_ID = /^[A-Za-z0-9._-]+@[A-Za-z][A-Za-z0-9.-]*$/;
/** 9 to 18 digits, once spaces and dashes are dropped. */
export const ACCOUNT_NUMBER = /^\d{9,18}$/;

/** An account number as banks print it, grouped by spaces or dashes, as its digits. */
export const normalizeAccountNumber = (raw: string) => raw.replace(/[\s-]/g, '');
/** An IFSC as the server reads it: its letters upper-cased. */
export const normalizeIfsc = (raw: string) => raw.trim().toUpperCase();
