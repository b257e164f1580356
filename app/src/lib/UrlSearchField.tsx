import { useEffect, useRef, useState } from 'react';
import { SearchField } from '@rampa/design-system';

/** The pause in typing after which a list's search goes to the address. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box whose text lives in the address (`?q=`): typed text is sent after a pause (or at once on Enter),
 * and the address (back, forward, "Wyczyść filtry") updates the box. Returns what a SearchField needs.
 */
export function useDebouncedUrlSearch(
  value: string,
  onSearch: (text: string) => void,
  delayMs = SEARCH_DEBOUNCE_MS,
) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text.trim() === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      latest.current(text.trim());
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  const submit = () => {
    sent.current = text.trim();
    latest.current(text.trim());
  };
  return { text, setText, submit };
}

/** Every list's search box: the design system's SearchField on {@link useDebouncedUrlSearch}. */
export function UrlSearchField({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const { text, setText, submit } = useDebouncedUrlSearch(value, onSearch);
  return (
    <SearchField label={label} placeholder={placeholder} value={text} onChange={setText} onSubmit={submit} />
  );
}
