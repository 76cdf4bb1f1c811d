import { Button, Drawer, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Site, siteBodySchema } from '@panel/contract';
import { type FormEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { useTrafficCategories } from '@/lib/resources/get-traffic-categories';
import { zodFormValidate } from '@/lib/zod-form-validate';
import { useCreateSite } from '../api/create-site.ts';
import { useUpdateSite } from '../api/update-site.ts';

interface SiteValues {
  name: string;
  url: string;
  category_id: number | null;
}

interface SiteDrawerProps {
  /** The site to edit, 'new' to add one, null when closed. */
  site: Site | 'new' | null;
  onClose: () => void;
}

export function SiteDrawer({ site, onClose }: SiteDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={site !== null}
      onClose={onClose}
      position="right"
      title={t(site === 'new' ? 'pub.sites.create' : 'pub.sites.edit')}
    >
      {site !== null && <SiteForm key={site === 'new' ? 'new' : site.id} site={site} onDone={onClose} />}
    </Drawer>
  );
}

function SiteForm({ site, onDone }: { site: Site | 'new'; onDone: () => void }) {
  const { t } = useTranslation();
  const categories = useTrafficCategories();
  const create = useCreateSite();
  const update = useUpdateSite();
  const validate = useMemo(() => zodFormValidate<SiteValues>(siteBodySchema, t), [t]);
  const form = useForm<SiteValues>({
    initialValues:
      site === 'new'
        ? { name: '', url: 'https://', category_id: null }
        : { name: site.name, url: site.url, category_id: site.category_id },
    validate,
    validateInputOnBlur: true,
  });
  const pending = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate().hasErrors || pending) return;
    const body = form.getValues();
    const saved = site === 'new' ? create.mutateAsync(body) : update.mutateAsync({ id: site.id, body });
    saved.then(
      (result) => {
        notifications.show({ color: 'green', message: t('pub.sites.saved', { name: result.name }) });
        onDone();
      },
      (error: unknown) => {
        if (isApiError(error)) form.setErrors(error.fields);
        notifications.show({ color: 'red', title: t('pub.saveFailed'), message: errorText(error, t) });
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('pub.sites.field.name')}
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('pub.sites.field.url')}
          description={t('pub.sites.field.urlHint')}
          required
          type="url"
          {...form.getInputProps('url')}
        />
        <Select
          label={t('pub.sites.field.category')}
          placeholder={t('common.optional')}
          clearable
          searchable
          data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={form.getValues().category_id === null ? null : String(form.getValues().category_id)}
          onChange={(value) => form.setFieldValue('category_id', value === null ? null : Number(value))}
          error={form.errors.category_id}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {t(site === 'new' ? 'pub.sites.create' : 'pub.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
