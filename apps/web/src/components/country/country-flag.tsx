import 'flag-icons/css/flag-icons.min.css';

/** A country's flag from flag-icons; decorative, since the country's name is always beside it. */
export function CountryFlag({ alpha2 }: { alpha2: string }) {
  return <span className={`fi fi-${alpha2.toLowerCase()}`} aria-hidden="true" style={{ flexShrink: 0 }} />;
}
