import { useEffect, useRef, useState } from 'react';

import { TextField } from '@/components/form';

import { SEARCH_MAX } from '../api/list-query';

/** The search pause: the list asks the server again once typing has paused this long. */
export const SEARCH_DELAY_MS = 300;

/**
 * The search field of an order list: the server searches every order (not only the page shown),
 * once typing pauses or at once on Enter. `value` is the search in force (the address's `?q=`); a
 * change from outside, such as the back button, replaces what is typed.
 */
export function OrderSearchBox({
  label,
  hint,
  value,
  onSearch,
}: {
  label: string;
  hint: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The search in force changed without typing here: show it.
  if (value !== shown) {
    setShown(value);
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim().slice(0, SEARCH_MAX) !== value) onSearch(next);
  };

  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        commit(text);
      }}
    >
      <TextField
        label={label}
        type="search"
        value={text}
        maxLength={SEARCH_MAX}
        autoComplete="off"
        spellCheck={false}
        hint={hint}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(next), SEARCH_DELAY_MS);
        }}
      />
    </form>
  );
}

/** What a search that found nothing says, naming what was searched for. */
export function NoMatch({ children }: { children: string }) {
  return (
    <p
      role="status"
      className="rounded-md border border-dashed border-stone-300 bg-white px-4 py-8 text-center text-sm break-words text-stone-600"
    >
      {children}
    </p>
  );
}
