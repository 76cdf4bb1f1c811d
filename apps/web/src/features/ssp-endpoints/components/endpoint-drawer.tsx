import { Button, Drawer, Group, MultiSelect, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  AD_FORMATS,
  issuesToFields,
  SSP_ENDPOINT_NAME_MAX,
  SSP_PARSERS,
  type Ssp,
  type SspEndpoint,
  sspEndpointCreateSchema,
} from '@panel/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { useCountries } from '@/lib/resources/get-countries';
import { useCreateSspEndpoint } from '../api/create-ssp-endpoint.ts';
import { useUpdateSspEndpoint } from '../api/update-ssp-endpoint.ts';
import {
  type EndpointFormValues,
  emptyEndpointForm,
  endpointBodyOf,
  endpointFormOf,
} from '../utils/endpoint-form-values.ts';
import { RequireTokenSwitch } from './require-token-switch.tsx';

interface EndpointDrawerProps {
  /** null: closed; 'new': a new endpoint; an endpoint: edit it. */
  target: SspEndpoint | 'new' | null;
  ssps: Ssp[];
  onClose: () => void;
  onSaved: (endpoint: SspEndpoint, created: boolean) => void;
}

/** Create and edit in one drawer, checked by the contract's schema before the server sees it. */
export function EndpointDrawer({ target, ssps, onClose, onSaved }: EndpointDrawerProps) {
  const { t } = useTranslation();
  const countries = useCountries();
  const create = useCreateSspEndpoint();
  const update = useUpdateSspEndpoint();
  const form = useForm<EndpointFormValues>({
    initialValues: emptyEndpointForm(),
    validate: (values) => {
      const result = sspEndpointCreateSchema.safeParse(endpointBodyOf(values));
      return result.success ? {} : issuesToFields(result.error.issues, (key, params) => t(key, params));
    },
  });
  const editing = target !== null && target !== 'new' ? target : null;

  // The form is set up afresh each time the drawer opens, for the endpoint it opens on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: form is stable per mount; only the target matters.
  useEffect(() => {
    if (target === null) return;
    const values = editing ? endpointFormOf(editing) : emptyEndpointForm(ssps[0]?.id);
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
  }, [target]);

  // Opened before the SSPs arrived: a new endpoint takes the first SSP once they do.
  const firstSsp = ssps[0]?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: form is stable per mount; the SSPs and the target matter.
  useEffect(() => {
    if (target === 'new' && firstSsp !== undefined && form.getValues().ssp_id === '')
      form.setFieldValue('ssp_id', String(firstSsp));
  }, [target, firstSsp]);

  const submit = form.onSubmit(async (values) => {
    const body = endpointBodyOf(values);
    try {
      if (editing) {
        onSaved(await update.mutateAsync({ id: editing.id, body }), false);
      } else onSaved(await create.mutateAsync(body), true);
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length > 0) form.setErrors(error.fields);
      // A refusal of the whole call (an archived endpoint, a network failure) names no field.
      else
        notifications.show({
          color: 'red',
          title: t('sspEndpoints.actionFailed'),
          message: errorText(error, t),
        });
    }
  });

  const sspOptions = ssps.map((s) => ({ value: String(s.id), label: s.name }));
  // An endpoint of a guest SSP that no longer sends traffic still shows its SSP by name.
  if (editing && !sspOptions.some((o) => o.value === String(editing.ssp_id)))
    sspOptions.push({ value: String(editing.ssp_id), label: editing.ssp_name });

  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={
        editing
          ? t('sspEndpoints.drawer.editTitle', { name: editing.name })
          : t('sspEndpoints.drawer.newTitle')
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('sspEndpoints.field.name')}
            required
            maxLength={SSP_ENDPOINT_NAME_MAX}
            {...form.getInputProps('name')}
          />
          <Select
            label={t('sspEndpoints.field.ssp')}
            required
            data={sspOptions}
            allowDeselect={false}
            {...form.getInputProps('ssp_id')}
          />
          <Select
            label={t('sspEndpoints.field.protocol')}
            required
            allowDeselect={false}
            data={SSP_PARSERS.map((p) => ({ value: String(p.id), label: p.name }))}
            {...form.getInputProps('parser_id')}
          />
          <MultiSelect
            label={t('sspEndpoints.field.formats')}
            required
            searchable
            data={AD_FORMATS.map((f) => ({ value: f.code, label: f.name }))}
            {...form.getInputProps('ad_formats')}
          />
          <MultiSelect
            label={t('sspEndpoints.field.countries')}
            description={t('sspEndpoints.field.countriesHint')}
            searchable
            data={(countries.data ?? []).map((c) => ({ value: c.alpha2, label: c.label }))}
            {...form.getInputProps('countries')}
          />
          <NumberInput
            label={t('sspEndpoints.field.qps')}
            description={t('sspEndpoints.field.qpsHint')}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            {...form.getInputProps('qps_limit')}
          />
          <NumberInput
            label={t('sspEndpoints.field.floor')}
            description={t('sspEndpoints.field.floorHint')}
            prefix="$"
            decimalScale={6}
            allowNegative={false}
            {...form.getInputProps('bid_floor')}
          />
          <RequireTokenSwitch
            ssp={ssps.find((s) => String(s.id) === form.values.ssp_id)}
            {...form.getInputProps('require_token', { type: 'checkbox' })}
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {editing ? t('sspEndpoints.drawer.save') : t('sspEndpoints.drawer.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
