import { useEffect, useState } from 'react';

const SEARCH_DELAY_MS = 300;

/**
 * A search box bound to a list's address: what is typed shows at once and reaches the address
 * (`commit`, replacing the history entry) once typing pauses; the address changing under it (Back,
 * a link, a cleared filter) shows in the box.
 */
export function useSearchBox(
  value: string,
  commit: (text: string) => void,
): [string, (text: string) => void] {
  const [search, setSearch] = useState(value);
  useEffect(() => setSearch(value), [value]);
  useEffect(() => {
    if (search === value) return;
    const timer = setTimeout(() => commit(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, value, commit]);
  return [search, setSearch];
}
