import { NumberInput, SegmentedControl, Stack, Textarea, TextInput } from '@mantine/core';
import { CREATIVE_LIMITS } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { type CreativeFieldsProps, creativeInput } from './creative-field-props.ts';
import { ImageUploadField } from './image-upload-field.tsx';

/** Image banner: the picture at the format's exact size. */
export function ImageCreativeFields({ form, index, creative, adFormat }: CreativeFieldsProps) {
  const { t } = useTranslation();
  return (
    <ImageUploadField
      label={t('campaigns.creative.banner')}
      kind="banner"
      adFormat={adFormat}
      value={creative.image_url}
      onChange={(url) => form.setFieldValue(`creatives.${index}.image_url`, url)}
      error={form.errors[`creatives.${index}.image_url`] as string | undefined}
      required
    />
  );
}

/** HTML tag: third-party markup, served in a sandboxed frame. */
export function TagCreativeFields({ form, index }: CreativeFieldsProps) {
  const { t } = useTranslation();
  return (
    <Textarea
      {...creativeInput(form, index, 'markup')}
      label={t('campaigns.creative.markup')}
      description={t('campaigns.creative.markupHint')}
      autosize
      minRows={4}
      maxRows={14}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      withAsterisk
    />
  );
}

/** Video: an .mp4 or .webm file over https and how long it runs. */
export function VideoCreativeFields({ form, index }: CreativeFieldsProps) {
  const { t } = useTranslation();
  const { min, max } = CREATIVE_LIMITS.videoSeconds;
  return (
    <>
      <TextInput
        {...creativeInput(form, index, 'video_url')}
        label={t('campaigns.creative.videoUrl')}
        description={t('campaigns.creative.videoUrlHint')}
        placeholder="https://cdn.example.com/ad.mp4"
        type="url"
        withAsterisk
      />
      <NumberInput
        {...creativeInput(form, index, 'duration_seconds')}
        label={t('campaigns.creative.durationSeconds')}
        min={min}
        max={max}
        allowDecimal={false}
        withAsterisk
        maw={240}
      />
    </>
  );
}

/** VAST: the address of a VAST document, or the document pasted in. */
export function VastCreativeFields({ form, index, creative }: CreativeFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label={t('campaigns.creative.vastSource')}
        value={creative.vast_source}
        onChange={(source) => form.setFieldValue(`creatives.${index}.vast_source`, source as 'url' | 'xml')}
        data={[
          { value: 'url', label: t('campaigns.creative.vastByUrl') },
          { value: 'xml', label: t('campaigns.creative.vastByXml') },
        ]}
        maw={360}
      />
      {creative.vast_source === 'url' ? (
        <TextInput
          {...creativeInput(form, index, 'vast_url')}
          label={t('campaigns.creative.vastUrl')}
          placeholder="https://ads.example.com/vast.xml"
          type="url"
          withAsterisk
        />
      ) : (
        <Textarea
          {...creativeInput(form, index, 'vast_xml')}
          error={form.errors[`creatives.${index}.vast_xml`] ?? form.errors[`creatives.${index}.vast_url`]}
          label={t('campaigns.creative.vastXml')}
          placeholder={'<VAST version="4.0">…</VAST>'}
          autosize
          minRows={5}
          maxRows={16}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          withAsterisk
        />
      )}
    </Stack>
  );
}
