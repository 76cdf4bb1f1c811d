import { Button, Group, Modal, TextInput } from '@mantine/core';
import { GUEST_TOKEN_NAME_MAX, type GuestToken, guestTokenUpdateSchema } from '@panel/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';

interface RenameModalProps {
  /** The token being renamed; null closes the dialog. */
  token: GuestToken | null;
  loading: boolean;
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}

export function RenameModal({ token, loading, onSave, onClose }: RenameModalProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setName(token?.name ?? '');
    setError(null);
  }, [token]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = guestTokenUpdateSchema.safeParse({ name });
    if (!parsed.success) return setError(t(parsed.error.issues[0]?.message ?? 'validation.required'));
    onSave(parsed.data.name ?? name).catch((failure: unknown) =>
      setError((isApiError(failure) && failure.fields.name) || errorText(failure, t)),
    );
  };

  return (
    <Modal opened={token !== null} onClose={onClose} title={t('guestTokens.rename.title')} centered>
      <form onSubmit={submit} noValidate>
        <TextInput
          label={t('guestTokens.form.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          maxLength={GUEST_TOKEN_NAME_MAX}
          data-autofocus
          withAsterisk
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={loading}>
            {t('guestTokens.rename.submit')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
