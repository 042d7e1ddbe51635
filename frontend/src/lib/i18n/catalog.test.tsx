import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { defineCatalog, loadCatalog } from './catalog';

// A page's catalogue that has not loaded yet suspends its first render; React then renders the
// component again once it has. That second render must see the same hooks as the first up to
// the point of waiting, or React gives up on it (and, on a prerendered page, on hydrating).

/** A catalogue whose English file arrives when the test says so. */
function lateCatalogue(namespace: string) {
  let arrive: (messages: Record<string, string>) => void = () => undefined;
  const file = new Promise<Record<string, string>>((resolve) => (arrive = resolve));
  const catalogue = defineCatalog<{ greeting: string }>(namespace, { './locales/en.json': () => file });
  return { catalogue, arrive };
}

describe('useT', () => {
  const reported: unknown[] = [];
  const onError = (event: ErrorEvent) => reported.push(event.error);
  beforeEach(() => window.addEventListener('error', onError));
  afterEach(() => {
    window.removeEventListener('error', onError);
    reported.length = 0;
  });

  it('waits for its catalogue, then draws with the hooks after it as on any first render', async () => {
    // React says what it had to work around on the console (in development) and as an error event.
    const errors = vi.spyOn(console, 'error');
    const { catalogue, arrive } = lateCatalogue('late-one');
    function Greeting() {
      const t = catalogue.useT();
      const [count] = useState(3);
      const [seen, setSeen] = useState(false);
      useEffect(() => setSeen(true), []);
      return (
        <p>
          {t('greeting')} {count} {seen ? 'seen' : ''}
        </p>
      );
    }
    // Awaited: a render that suspends in `act` is only tried again in an awaited one.
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Greeting />
        </Suspense>,
      );
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => arrive({ greeting: 'Namaste' }));
    expect(await screen.findByText('Namaste 3 seen')).toBeInTheDocument();
    expect(reported).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('draws at once with a catalogue already loaded, as hydrating a page needs', async () => {
    const { catalogue, arrive } = lateCatalogue('late-two');
    arrive({ greeting: 'Bonjour' });
    await loadCatalog('en', catalogue.namespace);
    function Greeting() {
      const t = catalogue.useT();
      return <p>{t('greeting')}</p>;
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <Greeting />
      </Suspense>,
    );
    // No waiting: the first render drew the text, not the fallback.
    expect(screen.getByText('Bonjour')).toBeInTheDocument();
  });
});
