import { ActionIcon, Alert, Badge, Group, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { AdFormatFamily, CreativeStatus } from '@panel/contract';
import { IconTrash } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { type CreativeFieldsProps, creativeInput } from './creative-field-props.ts';
import {
  ImageCreativeFields,
  TagCreativeFields,
  VastCreativeFields,
  VideoCreativeFields,
} from './creative-media-fields.tsx';
import { CreativePreview } from './creative-preview.tsx';
import { CalendarCreativeFields, NativeCreativeFields, PushCreativeFields } from './creative-rich-fields.tsx';

/** Direct links and pops only send the user somewhere: the click URL below is all they have. */
const NoFields = () => null;

const FIELDS: Record<AdFormatFamily, ComponentType<CreativeFieldsProps>> = {
  image: ImageCreativeFields,
  tag: TagCreativeFields,
  url: NoFields,
  popunder: NoFields,
  video: VideoCreativeFields,
  vast: VastCreativeFields,
  native: NativeCreativeFields,
  push: PushCreativeFields,
  calendar: CalendarCreativeFields,
};

/** Families whose ad is not clicked through a URL of its own. */
const NO_CLICK_URL: readonly AdFormatFamily[] = ['tag', 'vast'];

const MODERATION_COLOR: Record<CreativeStatus, string> = {
  pending: 'blue',
  active: 'green',
  paused: 'yellow',
  rejected: 'red',
};

interface CreativeCardProps extends CreativeFieldsProps {
  onRemove: (() => void) | null;
}

/** One ad of the campaign: its name, its family's fields and where a click on it goes. */
export function CreativeCard({ onRemove, ...props }: CreativeCardProps) {
  const { t } = useTranslation();
  const { form, index, creative } = props;
  const Fields = FIELDS[creative.type];
  const heading = t('campaigns.creative.heading', { n: index + 1 });
  const cardError = form.errors[`creatives.${index}.type`] ?? form.errors[`creatives.${index}.id`];

  return (
    <Paper
      withBorder
      radius="sm"
      p="md"
      component="fieldset"
      aria-label={heading}
      style={{ margin: 0, minWidth: 0 }}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <Text fw={600} size="sm">
              {heading}
            </Text>
            {creative.status && (
              <Badge size="sm" variant="light" color={MODERATION_COLOR[creative.status]}>
                {t(`campaigns.moderation.${creative.status}`)}
              </Badge>
            )}
          </Group>
          {onRemove && (
            <Tooltip label={t('campaigns.creative.remove', { n: index + 1 })}>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={onRemove}
                aria-label={t('campaigns.creative.remove', { n: index + 1 })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        {creative.status === 'rejected' && (
          <Alert color="red" variant="light" title={t('campaigns.creative.rejected')}>
            <Stack gap={4}>
              {creative.reject_reason && <Text size="sm">{creative.reject_reason}</Text>}
              <Text size="xs" c="dimmed">
                {t('campaigns.creative.rejectedHint')}
              </Text>
            </Stack>
          </Alert>
        )}
        {creative.status === 'pending' && (
          <Text size="xs" c="dimmed">
            {t('campaigns.creative.pendingHint')}
          </Text>
        )}
        {cardError && (
          <Text size="sm" c="red" role="alert">
            {cardError}
          </Text>
        )}
        <TextInput
          {...creativeInput(form, index, 'name')}
          label={t('campaigns.creative.name')}
          withAsterisk
        />
        <Fields {...props} />
        <CreativePreview creative={creative} adFormat={props.adFormat} heading={heading} />
        {!NO_CLICK_URL.includes(creative.type) && (
          <TextInput
            {...creativeInput(form, index, 'click_url')}
            label={t('campaigns.creative.clickUrl')}
            description={t('campaigns.creative.clickUrlHint')}
            type="url"
          />
        )}
      </Stack>
    </Paper>
  );
}
