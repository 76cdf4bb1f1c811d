import { Button, Group, Modal, NumberInput, Stack, Switch, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { issuesToFields, SSP_NOTES_MAX, type Ssp, sspSettingsBodySchema } from '@panel/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { useUpdateSsp } from '../api/update-ssp.ts';

interface Values {
  enabled: boolean;
  qps_cap: number | string;
  margin_percent: number | string;
  notes: string;
}

/** An empty QPS box is "no cap"; text left in a number box goes to the schema to be named. */
const toBody = (v: Values) => ({
  enabled: v.enabled,
  qps_cap: v.qps_cap === '' ? null : Number(v.qps_cap),
  margin_percent: v.margin_percent === '' ? 0 : Number(v.margin_percent),
  notes: v.notes,
});

/** The advertiser's settings for one SSP, checked by the contract's schema. */
export function SspSettingsModal({ ssp, onClose }: { ssp: Ssp | null; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateSsp();
  const form = useForm<Values>({
    initialValues: { enabled: true, qps_cap: '', margin_percent: 0, notes: '' },
    validate: (values) => {
      const result = sspSettingsBodySchema.safeParse(toBody(values));
      return result.success ? {} : issuesToFields(result.error.issues, (key, params) => t(key, params));
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is set up again only for another SSP.
  useEffect(() => {
    if (!ssp) return;
    form.setValues({
      enabled: ssp.enabled,
      qps_cap: ssp.qps_cap ?? '',
      margin_percent: ssp.margin_percent,
      notes: ssp.notes ?? '',
    });
    form.clearErrors();
  }, [ssp]);

  const submit = form.onSubmit(async (values) => {
    if (!ssp) return;
    try {
      await update.mutateAsync({ id: ssp.id, body: toBody(values) });
      onClose();
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fields);
    }
  });

  return (
    <Modal
      opened={ssp !== null}
      onClose={onClose}
      title={t('ssps.settings.title', { name: ssp?.name ?? '' })}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Switch label={t('ssps.field.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
          <NumberInput
            label={t('ssps.field.qpsCap')}
            description={t('ssps.field.qpsCapHint')}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('qps_cap')}
          />
          <NumberInput
            label={t('ssps.field.margin')}
            description={t('ssps.field.marginHint')}
            suffix=" %"
            decimalScale={2}
            allowNegative={false}
            {...form.getInputProps('margin_percent')}
          />
          <Textarea
            label={t('ssps.field.notes')}
            autosize
            minRows={2}
            maxLength={SSP_NOTES_MAX}
            {...form.getInputProps('notes')}
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('ssps.settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
