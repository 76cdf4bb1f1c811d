import { Button, Group, Stack, Text } from '@mantine/core';
import { CREATIVE_LIMITS, familyOf } from '@panel/contract';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { blankCreative } from '../utils/creative-values.ts';
import { CreativeCard } from './creative-card.tsx';
import { FormSection, type SectionProps, sectionMemo } from './form-section.tsx';

/** The campaign's ads, each in the form of its ad format's family. */
export const AdsSection = sectionMemo(function AdsSection({ form }: SectionProps) {
  const { t } = useTranslation();
  const { ad_format: adFormat, creatives } = form.getValues();
  const family = familyOf(adFormat);
  const error = form.errors.creatives;

  return (
    <FormSection
      id="ads"
      title={t('campaigns.section.ads')}
      description={family ? t(`campaigns.familyHint.${family}`) : undefined}
    >
      {!family ? (
        // Saving without a format fails on the format and on the ads alike: the ads' error is this
        // sentence in red, so the summary's count of errors matches what is marked.
        <Text size="sm" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
          {t('campaigns.creative.chooseFormat')}
        </Text>
      ) : (
        <Stack gap="md">
          {creatives.map((creative, index) => (
            <CreativeCard
              key={creative.key}
              form={form}
              index={index}
              creative={creative}
              adFormat={adFormat}
              onRemove={creatives.length > 1 ? () => form.removeListItem('creatives', index) : null}
            />
          ))}
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={creatives.length >= CREATIVE_LIMITS.perCampaign}
              onClick={() => form.insertListItem('creatives', blankCreative(family, creatives.length))}
            >
              {t('campaigns.creative.add')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('campaigns.creative.count', { count: creatives.length, max: CREATIVE_LIMITS.perCampaign })}
            </Text>
          </Group>
        </Stack>
      )}
    </FormSection>
  );
});
