import { Button, Drawer, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Zone, zoneCreateBodySchema, zoneSizeRule, zoneUpdateBodySchema } from '@panel/contract';
import type { TFunction } from 'i18next';
import { type FormEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { useAdFormats } from '@/lib/resources/get-ad-formats';
import { zodFormValidate } from '@/lib/zod-form-validate';
import { useCreateZone } from '../api/create-zone.ts';
import { useSites } from '../api/get-sites.ts';
import { useUpdateZone } from '../api/update-zone.ts';

interface ZoneValues {
  site_id: number | null;
  name: string;
  ad_format: string;
  width: number | null;
  height: number | null;
}

interface ZoneDrawerProps {
  /** The zone to rename, 'new' to add one (on `siteId` when given), null when closed. */
  zone: Zone | 'new' | null;
  siteId: number | null;
  onClose: () => void;
  /** A new zone is handed over so its tag can be shown at once. */
  onCreated: (zone: Zone) => void;
}

export function ZoneDrawer({ zone, siteId, onClose, onCreated }: ZoneDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={zone !== null}
      onClose={onClose}
      position="right"
      title={t(zone === 'new' ? 'pub.zones.create' : 'pub.zones.edit')}
    >
      {zone === 'new' && <NewZoneForm siteId={siteId} onCreated={onCreated} />}
      {zone !== null && zone !== 'new' && <RenameZoneForm key={zone.id} zone={zone} onDone={onClose} />}
    </Drawer>
  );
}

const failed = (t: TFunction, error: unknown, setErrors: (errors: Record<string, string>) => void) => {
  if (isApiError(error)) setErrors(error.fields);
  notifications.show({ color: 'red', title: t('pub.saveFailed'), message: errorText(error, t) });
};

function NewZoneForm({ siteId, onCreated }: { siteId: number | null; onCreated: (zone: Zone) => void }) {
  const { t } = useTranslation();
  const sites = useSites({ per_page: '100', sort: 'name' });
  const formats = useAdFormats();
  const create = useCreateZone();
  const validate = useMemo(() => zodFormValidate<ZoneValues>(zoneCreateBodySchema, t), [t]);
  const form = useForm<ZoneValues>({
    initialValues: { site_id: siteId, name: '', ad_format: '', width: null, height: null },
    validate,
    validateInputOnBlur: true,
  });
  const values = form.getValues();
  const rule = values.ad_format ? zoneSizeRule(values.ad_format) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate().hasErrors || create.isPending) return;
    const { site_id, ...rest } = form.getValues();
    const size = rule?.kind === 'required' ? { width: rest.width, height: rest.height } : {};
    create.mutateAsync({ site_id: site_id ?? 0, name: rest.name, ad_format: rest.ad_format, ...size }).then(
      (zone) => {
        notifications.show({ color: 'green', message: t('pub.zones.saved', { name: zone.name }) });
        onCreated(zone);
      },
      (error: unknown) => failed(t, error, form.setErrors),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={t('pub.zones.field.site')}
          required
          searchable
          data={(sites.data?.items ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          value={values.site_id === null ? null : String(values.site_id)}
          onChange={(value) => form.setFieldValue('site_id', value === null ? null : Number(value))}
          error={form.errors.site_id}
          nothingFoundMessage={t('pub.zones.noSites')}
        />
        <TextInput label={t('pub.zones.field.name')} required {...form.getInputProps('name')} />
        <Select
          label={t('pub.zones.field.adFormat')}
          required
          searchable
          data={(formats.data ?? []).map((f) => ({ value: f.code, label: f.name }))}
          value={values.ad_format || null}
          onChange={(value) => {
            form.setFieldValue('ad_format', value ?? '');
            form.setFieldValue('width', null);
            form.setFieldValue('height', null);
          }}
          error={form.errors.ad_format}
        />
        {rule?.kind === 'fixed' && (
          <Text size="sm" c="dimmed">
            {t('pub.zones.fixedSize', { size: `${rule.width}×${rule.height}` })}
          </Text>
        )}
        {rule?.kind === 'required' && (
          <Group grow>
            <NumberInput
              label={t('pub.zones.field.width')}
              required
              min={1}
              max={2000}
              allowDecimal={false}
              suffix=" px"
              {...form.getInputProps('width')}
            />
            <NumberInput
              label={t('pub.zones.field.height')}
              required
              min={1}
              max={2000}
              allowDecimal={false}
              suffix=" px"
              {...form.getInputProps('height')}
            />
          </Group>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t('pub.zones.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RenameZoneForm({ zone, onDone }: { zone: Zone; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateZone();
  const validate = useMemo(() => zodFormValidate<{ name: string }>(zoneUpdateBodySchema, t), [t]);
  const form = useForm({ initialValues: { name: zone.name }, validate, validateInputOnBlur: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate().hasErrors || update.isPending) return;
    update.mutateAsync({ id: zone.id, body: form.getValues() }).then(
      (saved) => {
        notifications.show({ color: 'green', message: t('pub.zones.saved', { name: saved.name }) });
        onDone();
      },
      (error: unknown) => failed(t, error, form.setErrors),
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('pub.zones.field.name')}
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Text size="sm" c="dimmed">
          {t('pub.zones.fixedAtCreation', { site: zone.site_name })}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('pub.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
