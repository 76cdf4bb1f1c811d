import { Button, Group, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  CONVERSION_WINDOW_DAYS,
  POSTBACK_NAME_MAX,
  type Postback,
  type PostbackBody,
  postbackBodySchema,
} from '@panel/contract';
import { type FormEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { zodFormValidate } from '@/lib/zod-form-validate';
import { useCreatePostback } from '../api/create-postback.ts';
import { useUpdatePostback } from '../api/update-postback.ts';

/** The form's values: number fields hold '' while empty, and text while half typed ("12."). */
interface PostbackValues {
  name: string;
  payout: number | string;
  conversion_window_days: number | string;
  allow_repeats: boolean;
}

/** The call's body: an empty payout is none; an empty window fails the schema, as it should. */
const toBody = (values: PostbackValues): PostbackBody => ({
  name: values.name,
  payout: values.payout === '' ? null : Number(values.payout),
  conversion_window_days:
    values.conversion_window_days === '' ? Number.NaN : Number(values.conversion_window_days),
  allow_repeats: values.allow_repeats,
});

interface PostbackFormProps {
  postback: Postback | 'new';
  onCreated: (postback: Postback) => void;
  onSaved: () => void;
}

export function PostbackForm({ postback, onCreated, onSaved }: PostbackFormProps) {
  const { t } = useTranslation();
  const create = useCreatePostback();
  const update = useUpdatePostback();
  const validate = useMemo(() => {
    const check = zodFormValidate<PostbackBody>(postbackBodySchema, t);
    return (values: PostbackValues) => check(toBody(values));
  }, [t]);
  const form = useForm<PostbackValues>({
    initialValues:
      postback === 'new'
        ? {
            name: '',
            payout: '',
            conversion_window_days: CONVERSION_WINDOW_DAYS.default,
            allow_repeats: false,
          }
        : {
            name: postback.name,
            payout: postback.payout ?? '',
            conversion_window_days: postback.conversion_window_days,
            allow_repeats: postback.allow_repeats,
          },
    validate,
    validateInputOnBlur: true,
  });
  const pending = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate().hasErrors || pending) return;
    const body = toBody(form.getValues());
    const saved =
      postback === 'new' ? create.mutateAsync(body) : update.mutateAsync({ id: postback.id, body });
    saved.then(
      (result) => {
        notifications.show({ color: 'green', message: t('tracking.postbacks.saved', { name: result.name }) });
        if (postback === 'new') onCreated(result);
        else onSaved();
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
          label={t('tracking.postbacks.field.name')}
          description={t('tracking.postbacks.field.nameHint')}
          required
          maxLength={POSTBACK_NAME_MAX}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <NumberInput
          label={t('tracking.postbacks.field.payout')}
          description={t('tracking.postbacks.field.payoutHint')}
          placeholder={t('common.optional')}
          leftSection="$"
          min={0}
          decimalScale={6}
          {...form.getInputProps('payout')}
        />
        <NumberInput
          label={t('tracking.postbacks.field.window')}
          description={t('tracking.postbacks.field.windowHint')}
          required
          min={CONVERSION_WINDOW_DAYS.min}
          max={CONVERSION_WINDOW_DAYS.max}
          allowDecimal={false}
          clampBehavior="none"
          {...form.getInputProps('conversion_window_days')}
        />
        <Switch
          label={t('tracking.postbacks.field.repeats')}
          description={t(`tracking.postbacks.field.repeatsHint_${form.values.allow_repeats ? 'on' : 'off'}`)}
          {...form.getInputProps('allow_repeats', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {t(postback === 'new' ? 'tracking.postbacks.create' : 'tracking.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
