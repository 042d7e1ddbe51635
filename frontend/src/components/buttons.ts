// The looks of the app's buttons, kept apart from the form building blocks so that a page with a
// button but no form (the route guards' "Try again") does not load them.

export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-md border border-stone-300 bg-white px-4 py-2 font-medium text-stone-800 hover:border-brand-400 hover:text-brand-800 disabled:cursor-not-allowed disabled:opacity-60';
