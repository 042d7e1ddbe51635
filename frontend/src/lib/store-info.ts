// How shoppers reach the operator. Shown in the top strip, footer and help pages.
export const SUPPORT_PHONE = '+91 80 4718 2600';
export const SUPPORT_EMAIL = 'support@haat.example';
export const COPYRIGHT_FROM_YEAR = 2023;

export const SOCIAL_LINKS = {
  instagram: 'https://www.instagram.com/',
  youtube: 'https://www.youtube.com/',
} as const;

/** The store's name, a brand: the same in every language. */
export const STORE_NAME = 'Haat';
