import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { CREATIVE_LIMITS as L } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { type CreativeFieldsProps, creativeInput, lengthHint } from './creative-field-props.ts';
import { ImageUploadField } from './image-upload-field.tsx';

function Images({
  form,
  index,
  creative,
  adFormat,
  imageRequired,
}: CreativeFieldsProps & { imageRequired: boolean }) {
  const { t } = useTranslation();
  const error = (field: string) => form.errors[`creatives.${index}.${field}`] as string | undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <ImageUploadField
        label={t('campaigns.creative.icon')}
        kind="icon"
        adFormat={adFormat}
        value={creative.icon_url}
        onChange={(url) => form.setFieldValue(`creatives.${index}.icon_url`, url)}
        error={error('icon_url')}
        required
      />
      <ImageUploadField
        label={t(imageRequired ? 'campaigns.creative.mainImage' : 'campaigns.creative.largeImage')}
        kind="image"
        adFormat={adFormat}
        value={creative.image_url}
        onChange={(url) => form.setFieldValue(`creatives.${index}.image_url`, url)}
        error={error('image_url')}
        required={imageRequired}
      />
    </SimpleGrid>
  );
}

/** Native: title, description and brand beside an icon and a main image. */
export function NativeCreativeFields(props: CreativeFieldsProps) {
  const { t } = useTranslation();
  const { form, index, creative } = props;
  return (
    <>
      <TextInput
        {...creativeInput(form, index, 'title')}
        label={t('campaigns.creative.title')}
        description={lengthHint(creative.title, L.nativeTitle)}
        withAsterisk
      />
      <Textarea
        {...creativeInput(form, index, 'description')}
        label={t('campaigns.creative.description')}
        description={lengthHint(creative.description, L.nativeDescription)}
        autosize
        minRows={2}
        withAsterisk
      />
      <TextInput {...creativeInput(form, index, 'brand_name')} label={t('campaigns.creative.brandName')} />
      <Images {...props} imageRequired />
    </>
  );
}

/** Push: a short title and text with an icon; the large image makes it a rich push. */
export function PushCreativeFields(props: CreativeFieldsProps) {
  const { t } = useTranslation();
  const { form, index, creative } = props;
  return (
    <>
      <TextInput
        {...creativeInput(form, index, 'title')}
        label={t('campaigns.creative.title')}
        description={lengthHint(creative.title, L.pushTitle)}
        withAsterisk
      />
      <TextInput
        {...creativeInput(form, index, 'text')}
        label={t('campaigns.creative.text')}
        description={lengthHint(creative.text, L.pushText)}
        withAsterisk
      />
      <Images {...props} imageRequired={false} />
    </>
  );
}

/** Calendar: an event added to the user's calendar, starting a while after it is added. */
export function CalendarCreativeFields({ form, index }: CreativeFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        {...creativeInput(form, index, 'title')}
        label={t('campaigns.creative.eventTitle')}
        withAsterisk
      />
      <Textarea
        {...creativeInput(form, index, 'description')}
        label={t('campaigns.creative.eventDescription')}
        autosize
        minRows={3}
        withAsterisk
      />
      <TextInput {...creativeInput(form, index, 'location')} label={t('campaigns.creative.location')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          {...creativeInput(form, index, 'starts_after_minutes')}
          label={t('campaigns.creative.startsAfter')}
          description={t('campaigns.creative.startsAfterHint')}
          min={L.startsAfterMinutes.min}
          max={L.startsAfterMinutes.max}
          allowDecimal={false}
          withAsterisk
        />
        <NumberInput
          {...creativeInput(form, index, 'duration_minutes')}
          label={t('campaigns.creative.eventDuration')}
          min={L.durationMinutes.min}
          max={L.durationMinutes.max}
          allowDecimal={false}
          withAsterisk
        />
      </SimpleGrid>
    </>
  );
}
