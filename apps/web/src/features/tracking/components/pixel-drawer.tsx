import { Button, Drawer, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  MEMBERSHIP_DAYS,
  RETARGETING_NAME_MAX,
  type Retargeting,
  type RetargetingBody,
  type RetargetingType,
  retargetingBodySchema,
} from '@panel/contract';
import { type FormEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { zodFormValidate } from '@/lib/zod-form-validate';
import { useCreateRetargetingPixel } from '../api/create-retargeting-pixel.ts';
import { useUpdateRetargetingPixel } from '../api/update-retargeting-pixel.ts';

interface PixelValues {
  name: string;
  type_id: number | null;
  membership_days: number | string;
}

const toBody = (values: PixelValues): RetargetingBody => ({
  name: values.name,
  // Missing values fail the schema with its own messages, as the server would refuse them.
  type_id: values.type_id ?? Number.NaN,
  membership_days: values.membership_days === '' ? Number.NaN : Number(values.membership_days),
});

interface PixelDrawerProps {
  /** The pixel to edit, 'new' to add one, null when closed. */
  pixel: Retargeting | 'new' | null;
  types: readonly RetargetingType[];
  onClose: () => void;
  onSaved: (pixel: Retargeting, created: boolean) => void;
}

export function PixelDrawer({ pixel, types, onClose, onSaved }: PixelDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={pixel !== null}
      onClose={onClose}
      position="right"
      title={t(pixel === 'new' ? 'tracking.pixels.create' : 'tracking.pixels.edit')}
    >
      {pixel !== null && (
        <PixelForm key={pixel === 'new' ? 'new' : pixel.id} pixel={pixel} types={types} onSaved={onSaved} />
      )}
    </Drawer>
  );
}

interface PixelFormProps {
  pixel: Retargeting | 'new';
  types: readonly RetargetingType[];
  onSaved: (pixel: Retargeting, created: boolean) => void;
}

function PixelForm({ pixel, types, onSaved }: PixelFormProps) {
  const { t } = useTranslation();
  const create = useCreateRetargetingPixel();
  const update = useUpdateRetargetingPixel();
  const validate = useMemo(() => {
    const check = zodFormValidate<RetargetingBody>(retargetingBodySchema, t);
    return (values: PixelValues) => check(toBody(values));
  }, [t]);
  const form = useForm<PixelValues>({
    initialValues:
      pixel === 'new'
        ? { name: '', type_id: null, membership_days: MEMBERSHIP_DAYS.default }
        : { name: pixel.name, type_id: pixel.type_id, membership_days: pixel.membership_days },
    validate,
    validateInputOnBlur: true,
  });
  const pending = create.isPending || update.isPending;
  const values = form.getValues();
  const chosen = types.find((type) => type.id === values.type_id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate().hasErrors || pending) return;
    const body = toBody(form.getValues());
    const saved = pixel === 'new' ? create.mutateAsync(body) : update.mutateAsync({ id: pixel.id, body });
    saved.then(
      (result) => {
        notifications.show({ color: 'green', message: t('tracking.pixels.saved', { name: result.name }) });
        onSaved(result, pixel === 'new');
      },
      (error: unknown) => {
        if (isApiError(error)) form.setErrors(error.fields);
        notifications.show({ color: 'red', title: t('tracking.saveFailed'), message: errorText(error, t) });
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('tracking.pixels.field.name')}
          required
          maxLength={RETARGETING_NAME_MAX}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Select
          label={t('tracking.pixels.field.type')}
          required
          disabled={pixel !== 'new'}
          description={pixel === 'new' ? chosen?.description : t('tracking.pixels.field.typeFixed')}
          allowDeselect={false}
          data={types.map((type) => ({ value: String(type.id), label: type.name }))}
          value={values.type_id === null ? null : String(values.type_id)}
          onChange={(value) => form.setFieldValue('type_id', value === null ? null : Number(value))}
          error={form.errors.type_id}
        />
        <NumberInput
          label={t('tracking.pixels.field.membership')}
          description={t('tracking.pixels.field.membershipHint')}
          required
          min={MEMBERSHIP_DAYS.min}
          max={MEMBERSHIP_DAYS.max}
          allowDecimal={false}
          clampBehavior="none"
          {...form.getInputProps('membership_days')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {t(pixel === 'new' ? 'tracking.pixels.create' : 'tracking.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
