import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ComponentType, memo, type ReactNode } from 'react';
import type { CampaignForm } from '../utils/campaign-values.ts';
import type { SectionId } from '../utils/section-versions.ts';

export { SECTIONS, type SectionId } from '../utils/section-versions.ts';

export const sectionDomId = (id: SectionId) => `campaign-section-${id}`;

interface FormSectionProps {
  id: SectionId;
  title: string;
  description?: string;
  children: ReactNode;
}

/** One titled card of the editor; the heading names the region for screen readers. */
export function FormSection({ id, title, description, children }: FormSectionProps) {
  const headingId = `${sectionDomId(id)}-title`;
  return (
    <Paper
      component="section"
      id={sectionDomId(id)}
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="lg"
      style={{ scrollMarginTop: 64 }}
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

export interface SectionProps {
  form: CampaignForm;
  /** What the section shows, serialised (see sectionVersions): it re-renders only when this changes. */
  version: string;
}

export const sectionMemo = <P extends SectionProps>(Section: ComponentType<P>) =>
  memo(Section, (before, after) => before.version === after.version);
