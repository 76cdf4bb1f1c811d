import type { ChangeEvent, CSSProperties, ReactNode } from 'react';
import { theme } from '@/app/theme';

/**
 * Mantine's markup for a few controls, drawn without Mantine's components.
 *
 * Each Mantine component does work at every render: it merges its props with the theme's defaults,
 * resolves its styles API, computes its CSS variables and, for inputs, makes an id. A campaign
 * list row has a checkbox, a switch, a badge, a group, a link and a button. During a fast scroll,
 * the list draws every row it brings in, and that work made tasks of 50–100 ms at full speed
 * (issue 14; docs/decisions.md, "What the next steps would buy").
 *
 * These components write the same elements, class names, data attributes and CSS variables as
 * Mantine 9 does for the props named in each. So the look, the colour schemes and the focus ring
 * stay Mantine's. `light-mantine.test.tsx` renders each one beside Mantine's own component and
 * fails if Mantine's markup changes. Use these only where a long list draws many at once.
 */

const primary = theme.primaryColor ?? 'blue';
const BORDER = 'calc(0.0625rem * var(--mantine-scale)) solid transparent';

/** Mantine's `<Checkbox aria-label checked onChange />`, without a label. */
export function LightCheckbox({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  label: string;
}) {
  return (
    <div
      style={
        {
          '--checkbox-radius': 'var(--mantine-radius-sm)',
          '--checkbox-color': `var(--mantine-color-${primary}-filled)`,
          '--checkbox-icon-color': 'var(--mantine-color-white)',
        } as CSSProperties
      }
      className="m_bf2d988c mantine-Checkbox-root m_5f75b09e mantine-Checkbox-root"
      data-variant="filled"
      data-label-position="right"
      data-checked={checked || undefined}
    >
      <div className="m_5f6e695e mantine-Checkbox-body">
        <div className="m_26062bec mantine-Checkbox-inner" data-label-position="right">
          <input
            className="mantine-focus-auto m_26063560 mantine-Checkbox-input"
            data-with-error-styles="true"
            aria-label={label}
            type="checkbox"
            checked={checked}
            onChange={onChange}
          />
          <svg
            viewBox="0 0 10 7"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
            aria-hidden="true"
            className="m_bf295423 mantine-Checkbox-icon"
          >
            <path
              d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </div>
        <div className="m_d3ea56bb mantine-Checkbox-labelWrapper" />
      </div>
    </div>
  );
}

const SWITCH_VARS = {
  '--switch-height': 'var(--switch-height-sm)',
  '--switch-width': 'var(--switch-width-sm)',
  '--switch-thumb-size': 'var(--switch-thumb-size-sm)',
  '--switch-label-font-size': 'var(--switch-label-font-size-sm)',
  '--switch-track-label-padding': 'var(--switch-track-label-padding-sm)',
  '--label-fz': 'var(--mantine-font-size-sm)',
  '--label-lh': 'var(--label-lh-sm)',
} as CSSProperties;

/** Mantine's `<Switch size="sm" aria-label checked disabled onChange />`, without a label. */
export function LightSwitch({
  checked,
  disabled,
  onChange,
  label,
}: {
  checked: boolean;
  disabled: boolean;
  onChange: () => void;
  label: string;
}) {
  const on = String(checked);
  return (
    <div
      style={SWITCH_VARS}
      className="m_5f93f3bb mantine-Switch-root m_5f75b09e mantine-Switch-root"
      data-size="sm"
      data-label-position="right"
      data-checked={on}
    >
      <label className="m_5f6e695e mantine-Switch-body">
        <input
          aria-label={label}
          disabled={disabled}
          data-checked={on}
          // biome-ignore lint/a11y/useAriaPropsForRole: a checkbox input's own state is its aria-checked; Mantine's markup sets none.
          role="switch"
          className="m_926b4011 mantine-Switch-input"
          type="checkbox"
          checked={checked}
          onChange={onChange}
        />
        <span
          className="m_9307d992 mantine-Switch-track"
          data-label-position="right"
          data-without-labels="true"
          aria-hidden="true"
        >
          <span
            className="m_93039a1d mantine-Switch-thumb"
            data-reduce-motion="true"
            data-with-thumb-indicator="true"
          />
          <span className="m_8277e082 mantine-Switch-trackLabel" />
        </span>
        <div className="m_d3ea56bb mantine-Switch-labelWrapper" data-disabled={disabled || undefined} />
      </label>
    </div>
  );
}

/** Mantine's `<Badge color variant="light" radius="sm">` at its full width, never cut. */
export function LightBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <div
      style={
        {
          '--badge-radius': 'var(--mantine-radius-sm)',
          '--badge-bg': `var(--mantine-color-${color}-light)`,
          '--badge-color': `var(--mantine-color-${color}-light-color)`,
          '--badge-bd': BORDER,
          flexShrink: 0,
          minWidth: 'max-content',
        } as CSSProperties
      }
      className="m_347db0ec mantine-Badge-root"
      data-variant="light"
    >
      <span className="m_5add502a mantine-Badge-label">{children}</span>
    </div>
  );
}

const GROUP_XS_NOWRAP = {
  '--group-gap': 'var(--mantine-spacing-xs)',
  '--group-align': 'center',
  '--group-justify': 'flex-start',
  '--group-wrap': 'nowrap',
} as CSSProperties;

/** Mantine's `<Group gap="xs" wrap="nowrap">`. */
export function LightGroup({ children }: { children: ReactNode }) {
  return (
    <div style={GROUP_XS_NOWRAP} className="m_4081bf90 mantine-Group-root">
      {children}
    </div>
  );
}

/** The class, data attributes and style of Mantine's `<Anchor size="sm" fw={500}>`, for a router link. */
export const ANCHOR_SM_BOLD = {
  className: 'mantine-focus-auto m_849cf0da m_b6d8b162 mantine-Text-root mantine-Anchor-root',
  'data-size': 'sm',
  'data-underline': 'hover',
  style: {
    '--text-fz': 'var(--mantine-font-size-sm)',
    '--text-lh': 'var(--mantine-line-height-sm)',
    fontWeight: 500,
  } as CSSProperties,
} as const;

/** Mantine's `<Text size="sm">`. */
export function LightTextSm({ children }: { children: ReactNode }) {
  return (
    <p
      style={
        {
          '--text-fz': 'var(--mantine-font-size-sm)',
          '--text-lh': 'var(--mantine-line-height-sm)',
        } as CSSProperties
      }
      className="mantine-focus-auto m_b6d8b162 mantine-Text-root"
      data-size="sm"
    >
      {children}
    </p>
  );
}

/** The class, data attribute and style of Mantine's `<ActionIcon variant="subtle" color="gray">`. */
export const ACTION_ICON_SUBTLE_GRAY = {
  className:
    'mantine-focus-auto mantine-active m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root',
  'data-variant': 'subtle',
  style: {
    '--ai-bg': 'transparent',
    '--ai-hover': 'var(--mantine-color-gray-light-hover)',
    '--ai-color': 'var(--mantine-color-gray-light-color)',
    '--ai-bd': BORDER,
  } as CSSProperties,
} as const;

/** The icon's wrapper inside Mantine's ActionIcon. */
export const ACTION_ICON_ICON = 'm_8d3afb97 mantine-ActionIcon-icon';

/**
 * Mantine's `<Table.Tr>` in a table with `highlightOnHover` and row borders (the default), with
 * an optional background (`bg`).
 */
export const TABLE_ROW = {
  className: 'm_4e7aa4fd mantine-Table-tr',
  'data-with-row-border': 'true',
  'data-hover': 'true',
} as const;
