import { Alert, Button, Drawer, Group, Stack } from '@mantine/core';
import type { Postback } from '@panel/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyValue } from './copy-value.tsx';
import { PostbackForm } from './postback-form.tsx';
import { PostbackMacrosHelp } from './postback-macros-help.tsx';

interface PostbackDrawerProps {
  /** The postback to edit, 'new' to add one, null when closed. */
  postback: Postback | 'new' | null;
  onClose: () => void;
}

/** Adds or edits a postback; a new one stays open on its URL, the thing to copy into the tracker. */
export function PostbackDrawer({ postback, onClose }: PostbackDrawerProps) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<Postback | null>(null);
  useEffect(() => {
    if (postback === null) setCreated(null);
  }, [postback]);

  const title = created
    ? t('tracking.postbacks.createdTitle')
    : t(postback === 'new' ? 'tracking.postbacks.create' : 'tracking.postbacks.edit');
  return (
    <Drawer opened={postback !== null} onClose={onClose} position="right" size="md" title={title}>
      {created ? (
        <Stack gap="md">
          <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
            {t('tracking.postbacks.createdText', { name: created.name })}
          </Alert>
          <CopyValue label={t('tracking.postbacks.url')} value={created.url} block />
          <PostbackMacrosHelp />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('tracking.done')}
            </Button>
          </Group>
        </Stack>
      ) : (
        postback !== null && (
          <Stack gap="lg">
            {postback !== 'new' && (
              <Stack gap="xs">
                <CopyValue label={t('tracking.postbacks.url')} value={postback.url} block />
                <PostbackMacrosHelp />
              </Stack>
            )}
            <PostbackForm
              key={postback === 'new' ? 'new' : postback.id}
              postback={postback}
              onCreated={setCreated}
              onSaved={onClose}
            />
          </Stack>
        )
      )}
    </Drawer>
  );
}
