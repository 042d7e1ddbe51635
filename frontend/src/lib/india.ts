import { common } from './i18n';

// Indian address and business data, shared by the account pages, shop registration and checkout.
// Each rule mirrors the server's parser, so a value the browser accepts is one the server accepts.

/** The 28 states and 8 union territories, spelled as the server expects them. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

export type IndianState = (typeof INDIAN_STATES)[number];

/** The only country Haat delivers to. */
export const COUNTRY = 'India';

/** A state's name in the page's language, for a select's option text (its value stays the English name). */
export const stateName = (state: IndianState) => common.t(`state.${state}`);

/** The country's name in the page's language (the value sent stays `COUNTRY`). */
export const countryName = () => common.t('country.India');

export function isIndianState(value: string): value is IndianState {
  return (INDIAN_STATES as readonly string[]).includes(value);
}

/**
 * The 10 national digits of an Indian mobile number, or null. Accepts the ways people type one:
 * `98765 43210`, `+91-98765-43210`, `098765 43210`, `(+91) 9876543210`.
 */
export function parseIndianMobile(raw: string): string | null {
  const trimmed = raw.trim();
  if (!/^[\d\s()+-]*$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  let national: string;
  if (digits.length === 10) national = digits;
  else if (digits.length === 11 && digits.startsWith('0')) national = digits.slice(1);
  else if (digits.length === 12 && digits.startsWith('91')) national = digits.slice(2);
  else return null;
  return /^[6-9]/.test(national) ? national : null;
}

/** A postal PIN code: six digits, the first not zero (spaces ignored), or null. */
export function parsePinCode(raw: string): string | null {
  const pin = raw.trim().replace(/ /g, '');
  return /^[1-9]\d{5}$/.test(pin) ? pin : null;
}

const PAN = /^[A-Z]{3}[PCHFATBLJG][A-Z][0-9]{4}[A-Z]$/;
// A state code, the holder's PAN, an entity number, 'Z', a check character (as the server reads it).
const GSTIN = /^[0-9]{2}[A-Z]{3}[PCHFATBLJG][A-Z][0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Tax ids are case-insensitive; they are stored and compared upper-case. */
export const normalizeTaxId = (raw: string) => raw.trim().toUpperCase();

export function isValidPan(pan: string): boolean {
  return PAN.test(pan);
}

/** The GSTIN's 15th character: a mod-36 checksum of the first 14 (the GSTN's published method). */
export function gstinCheckCharacter(firstFourteen: string): string | null {
  let sum = 0;
  for (let i = 0; i < firstFourteen.length; i++) {
    const value = GSTIN_ALPHABET.indexOf(firstFourteen.charAt(i));
    if (value < 0) return null;
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** The PAN inside a well-formed GSTIN (characters 3 to 12). */
export const panOfGstin = (gstin: string) => gstin.slice(2, 12);

/** What is wrong with an upper-cased GSTIN: its shape, its check character, or nothing. */
export function gstinProblem(gstin: string): 'format' | 'checksum' | null {
  if (!GSTIN.test(gstin)) return 'format';
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14) ? null : 'checksum';
}
