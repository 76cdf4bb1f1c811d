import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const HIDDEN = { position: 'absolute', left: -10_000, width: 1, height: 1, overflow: 'hidden' } as const;
const SHOWN = {
  position: 'fixed',
  top: 8,
  left: 8,
  zIndex: 1000,
  padding: '8px 12px',
  borderRadius: 4,
  background: 'var(--mantine-color-body)',
  color: 'var(--mantine-color-anchor)',
  boxShadow: 'var(--mantine-shadow-md)',
} as const;

/**
 * The first stop of the keyboard on every signed-in page: "Skip to main content", out of sight
 * until it has the focus, so a keyboard user need not walk the menu on each page (issue 18).
 */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation();
  const [focused, setFocused] = useState(false);
  return (
    <a
      href={`#${target}`}
      style={focused ? SHOWN : HIDDEN}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(event) => {
        // The router owns the address: move the focus without adding a hash to it.
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
    >
      {t('layout.skipToContent')}
    </a>
  );
}
