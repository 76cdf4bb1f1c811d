import { ActionIcon, Button, Group, Modal, TextInput, Tooltip } from '@mantine/core';
import { GROUP_NAME_MAX, groupBodySchema } from '@panel/contract';
import { IconFolderPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { useCreateGroup } from '../api/create-group.ts';
import { errorText } from '../utils/format.ts';

/** Makes a group on the spot, so organising campaigns needs no trip to another page. */
export function NewGroupButton({ onCreated }: { onCreated: (id: number) => void }) {
  const { t } = useTranslation();
  const create = useCreateGroup();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setName('');
    setError(null);
  };

  const submit = (event: FormEvent) => {
    // The dialog's form sits inside the editor's form in the React tree: keep the submit to itself.
    event.preventDefault();
    event.stopPropagation();
    const parsed = groupBodySchema.safeParse({ name });
    if (!parsed.success) return setError(t(parsed.error.issues[0]?.message ?? 'validation.required'));
    create.mutate(parsed.data, {
      onSuccess: (group) => {
        onCreated(group.id);
        close();
      },
      onError: (failure) => setError((isApiError(failure) && failure.fields.name) || errorText(failure, t)),
    });
  };

  const label = t('campaigns.group.new');
  return (
    <>
      <Tooltip label={label}>
        <ActionIcon variant="subtle" size="lg" onClick={() => setOpen(true)} aria-label={label} mb={2}>
          <IconFolderPlus size={18} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={open} onClose={close} title={label} centered>
        <form onSubmit={submit} noValidate>
          <TextInput
            label={t('campaigns.group.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error}
            maxLength={GROUP_NAME_MAX}
            data-autofocus
            withAsterisk
          />
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('campaigns.group.create')}
            </Button>
          </Group>
        </form>
      </Modal>
    </>
  );
}
