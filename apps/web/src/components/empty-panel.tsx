import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyPanelProps {
  title: string;
  text: string;
  /** What to do next: a button or two. */
  children?: ReactNode;
}

/** Says why there is nothing to show and what to do next. */
export function EmptyPanel({ title, text, children }: EmptyPanelProps) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text c="dimmed" size="sm" maw={520}>
          {text}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
