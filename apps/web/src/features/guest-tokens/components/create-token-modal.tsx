import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { GUEST_TOKEN_NAME_MAX, type GuestTokenCreated, guestTokenCreateSchema } from '@panel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { zodFormValidate } from '@/lib/zod-form-validate';
import { useCreateGuestToken } from '../api/create-guest-token.ts';
import { SecretReveal } from './secret-reveal.tsx';

/**
 * Partner code and name; once made, the same dialog shows the secret, and closing it forgets the
 * secret for good (it lives only in this component's state).
 */
export function CreateTokenModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateGuestToken();
  const [created, setCreated] = useState<GuestTokenCreated | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { partner_code: '', name: '' },
    validate: zodFormValidate(guestTokenCreateSchema, t),
  });

  const close = () => {
    setCreated(null);
    setFailure(null);
    form.reset();
    create.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    setFailure(null);
    create.mutate(guestTokenCreateSchema.parse(values), {
      onSuccess: setCreated,
      onError: (error) => {
        const fields = isApiError(error) ? error.fields : {};
        form.setErrors({ partner_code: fields.partner_code, name: fields.name });
        // Refusals about neither field (the cap on tokens) are said above the buttons.
        if (!fields.partner_code && !fields.name) setFailure(errorText(error, t));
      },
    });
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={created ? t('guestTokens.secret.title') : t('guestTokens.form.title')}
      centered
      size="lg"
      // The secret is shown once: a stray click outside must not throw it away.
      closeOnClickOutside={!created}
    >
      {created ? (
        <SecretReveal created={created} onDone={close} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('guestTokens.form.partnerCode')}
              description={t('guestTokens.form.partnerCodeHint')}
              autoComplete="off"
              maxLength={40}
              withAsterisk
              data-autofocus
              {...form.getInputProps('partner_code')}
            />
            <TextInput
              label={t('guestTokens.form.name')}
              description={t('guestTokens.form.nameHint')}
              maxLength={GUEST_TOKEN_NAME_MAX}
              withAsterisk
              {...form.getInputProps('name')}
            />
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
          </Stack>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('guestTokens.form.submit')}
            </Button>
          </Group>
        </form>
      )}
    </Modal>
  );
}
