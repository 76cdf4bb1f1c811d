import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Out of sight by clipping, not by moving it off the page: a link 10,000 px to the left made a
 * right-to-left page (Arabic, Hebrew...) that wide, all of it scrollable and blank.
 */
const HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
const SHOWN = {
  position: 'fixed',
  top: 8,
  insetInlineStart: 8,
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
