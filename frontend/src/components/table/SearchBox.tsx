import { useEffect, useRef, useState } from 'react';

import { TextField } from '@/components/form';

import { SEARCH_MAX } from './use-list-params';

/** The search pause: the list reloads once typing has paused this long. */
export const SEARCH_DELAY_MS = 500;

/**
 * The one search box of the server-paged lists: a search field that asks once typing pauses (or at once on Enter). `value` is the search in force
 * (the address's); a change from outside, such as the back button, replaces what is typed.
 */
export function SearchBox({
  label,
  hint,
  value,
  onSearch,
  placeholder,
}: {
  label: string;
  hint: string;
  value: string;
  onSearch: (text: string) => void;
  placeholder?: string;
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
    if (next.trim() !== value) onSearch(next.trim());
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
        placeholder={placeholder}
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
