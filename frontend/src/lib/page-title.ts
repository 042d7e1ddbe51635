import { useEffect } from 'react';

// Each page names itself in the browser's tab and history ("Cotton kurta · Haat"), in the page's
// language. The prerendered pages keep index.html's title until the app takes them over.

/** The title a page without one of its own keeps: index.html's. */
export const SITE_TITLE = "Haat — shop India's makers";

/** What a tab shows for a page called `name`. */
export const pageTitle = (name: string) => `${name} · Haat`;

/** Names the tab after the page while it is shown; the site's own title while `name` is unknown. */
export function usePageTitle(name: string | null | undefined): void {
  useEffect(() => {
    const trimmed = name?.trim();
    document.title = trimmed ? pageTitle(trimmed) : SITE_TITLE;
  }, [name]);
  // Leaving for a page without a name of its own (the home page) gives the tab back its title.
  useEffect(() => () => void (document.title = SITE_TITLE), []);
}
