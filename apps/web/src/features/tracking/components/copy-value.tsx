import { ActionIcon, Button, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface CopyValueProps {
  /** What the value is ("Postback URL"); names the block and its copy button. */
  label: string;
  value: string;
  /** A code block on its own line (snippets); otherwise one line that wraps, for URLs. */
  block?: boolean;
  /** No visible label above the value (a table row names it already). */
  hideLabel?: boolean;
}

/** A value to paste elsewhere, with a button that copies it and says when it did. */
export function CopyValue({ label, value, block = false, hideLabel = false }: CopyValueProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      {!hideLabel && (
        <Text size="sm" fw={600}>
          {label}
        </Text>
      )}
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <Code
          block={block}
          aria-label={label}
          style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', flex: 1 }}
        >
          {value}
        </Code>
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) =>
            block ? (
              <Button
                size="xs"
                variant={copied ? 'light' : 'filled'}
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                onClick={copy}
                aria-label={copied ? t('tracking.copied') : t('tracking.copyLabel', { what: label })}
              >
                {copied ? t('tracking.copied') : t('tracking.copy')}
              </Button>
            ) : (
              <Tooltip label={copied ? t('tracking.copied') : t('tracking.copy')} withArrow>
                <ActionIcon
                  variant={copied ? 'light' : 'subtle'}
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label={copied ? t('tracking.copied') : t('tracking.copyLabel', { what: label })}
                >
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )
          }
        </CopyButton>
      </Group>
    </Stack>
  );
}
