import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Country, type Profile, profileUpdateSchema } from '@panel/contract';
import { type FormEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { zodFormValidate } from '@/lib/zod-form-validate';
import { useUpdateProfile } from '../api/update-profile.ts';
import { editableFields, type ProfileValues, profileValues } from '../utils/profile-values.ts';
import { ProfileField } from './profile-field.tsx';

interface ProfileFormProps {
  profile: Profile;
  countries: readonly Country[];
}

export function ProfileForm({ profile, countries }: ProfileFormProps) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const validate = useMemo(() => zodFormValidate<ProfileValues>(profileUpdateSchema, t), [t]);
  const form = useForm<ProfileValues>({
    initialValues: profileValues(profile),
    validate,
    validateInputOnBlur: true,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate().hasErrors || update.isPending) return;
    update.mutate(form.getValues(), {
      onSuccess: (saved) => {
        const values = profileValues(saved);
        form.setValues(values);
        form.resetDirty(values);
        notifications.show({ color: 'green', message: t('profile.saved') });
      },
      onError: (error) => {
        if (isApiError(error)) form.setErrors(error.fields);
        const message = error.message.startsWith('error #') ? t('login.oops') : error.message;
        notifications.show({ color: 'red', title: t('profile.saveFailed'), message });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput label={t('fields.email')} value={profile.email} readOnly variant="filled" />
          <TextInput label={t('fields.role')} value={t(`roles.${profile.role}`)} readOnly variant="filled" />
          {editableFields(profile).map((field) => (
            <ProfileField key={field} field={field} form={form} countries={countries} />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
