import {
  ActionIcon,
  Anchor,
  Badge,
  Checkbox,
  Group,
  MantineProvider,
  Switch,
  Table,
  Text,
} from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import {
  ACTION_ICON_ICON,
  ACTION_ICON_SUBTLE_GRAY,
  ANCHOR_SM_BOLD,
  LightBadge,
  LightCheckbox,
  LightGroup,
  LightSwitch,
  LightTextSm,
  TABLE_ROW,
} from './light-mantine.tsx';

const noop = () => {};

/** The element `ui` draws (inside a table body when it is a row), without ids and label links. */
function drawn(ui: ReactElement, row = false): Element {
  const { container } = render(
    <MantineProvider theme={theme}>
      {row ? (
        <Table highlightOnHover verticalSpacing="xs">
          <Table.Tbody>{ui}</Table.Tbody>
        </Table>
      ) : (
        <div className="light-host">{ui}</div>
      )}
    </MantineProvider>,
  );
  const element = (
    row ? container.querySelector('tbody tr') : container.querySelector('.light-host')?.firstElementChild
  ) as Element;
  for (const node of [element, ...element.querySelectorAll('*')]) {
    node.removeAttribute('id');
    node.removeAttribute('for');
  }
  return element;
}

/** Mantine's markup and the light copy are the same nodes, attributes and styles. */
function expectSame(mantine: ReactElement, light: ReactElement, row = false) {
  const theirs = drawn(mantine, row);
  const ours = drawn(light, row);
  // isEqualNode compares attributes whatever their order; the message shows both when they differ.
  expect(ours.isEqualNode(theirs), `\nMantine: ${theirs.outerHTML}\nlight:   ${ours.outerHTML}`).toBe(true);
}

// The campaign list draws these instead of Mantine's components (issue 14). If Mantine changes its
// markup, these fail: update light-mantine.tsx to the markup printed.
describe("light controls draw Mantine's markup", () => {
  it.each([true, false])('a checkbox, checked %s', (checked) => {
    expectSame(
      <Checkbox checked={checked} onChange={noop} aria-label="Select" />,
      <LightCheckbox checked={checked} onChange={noop} label="Select" />,
    );
  });

  it.each([
    [true, false],
    [false, true],
  ])('a small switch, on %s, disabled %s', (checked, disabled) => {
    expectSame(
      <Switch size="sm" checked={checked} disabled={disabled} onChange={noop} aria-label="Run" />,
      <LightSwitch checked={checked} disabled={disabled} onChange={noop} label="Run" />,
    );
  });

  it.each(['green', 'yellow', 'gray', 'dark'])('a light badge in %s', (color) => {
    expectSame(
      <Badge color={color} variant="light" radius="sm" style={{ flexShrink: 0, minWidth: 'max-content' }}>
        Active
      </Badge>,
      <LightBadge color={color}>Active</LightBadge>,
    );
  });

  it('a group, a link, a text and an icon button', () => {
    expectSame(
      <Group gap="xs" wrap="nowrap">
        <span>a</span>
      </Group>,
      <LightGroup>
        <span>a</span>
      </LightGroup>,
    );
    expectSame(
      <Anchor href="/x" size="sm" fw={500}>
        Name
      </Anchor>,
      <a href="/x" {...ANCHOR_SM_BOLD}>
        Name
      </a>,
    );
    expectSame(<Text size="sm">Name</Text>, <LightTextSm>Name</LightTextSm>);
    expectSame(
      <ActionIcon variant="subtle" color="gray" aria-label="Actions">
        i
      </ActionIcon>,
      <button type="button" {...ACTION_ICON_SUBTLE_GRAY} aria-label="Actions">
        <span className={ACTION_ICON_ICON}>i</span>
      </button>,
    );
  });

  it('a table row, plain and with a background', () => {
    expectSame(
      <Table.Tr>
        <td>1</td>
      </Table.Tr>,
      <tr {...TABLE_ROW}>
        <td>1</td>
      </tr>,
      true,
    );
    expectSame(
      <Table.Tr bg="var(--mantine-primary-color-light)">
        <td>1</td>
      </Table.Tr>,
      <tr {...TABLE_ROW} style={{ background: 'var(--mantine-primary-color-light)' }}>
        <td>1</td>
      </tr>,
      true,
    );
  });
});
