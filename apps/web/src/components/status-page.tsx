import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusPageProps {
  title: string;
  text: string;
  /** The way out: a link home, a reload button. */
  action: ReactNode;
}

/** A full-width message for an address that shows no page: not found, not allowed, failed. */
export function StatusPage({ title, text, action }: StatusPageProps) {
  return (
    <Stack align="center" gap="sm" py={64} px="md" ta="center">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" maw={480}>
        {text}
      </Text>
      {action}
    </Stack>
  );
}
