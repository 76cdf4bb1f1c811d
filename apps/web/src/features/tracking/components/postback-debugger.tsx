import { Divider, Drawer, Stack, Text } from '@mantine/core';
import type { Postback } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { usePostbackDebug } from '../api/get-postback-debug.ts';
import { DebugPreview } from './debug-preview.tsx';
import { ReceivedLog } from './received-log.tsx';
import { TestConversion } from './test-conversion.tsx';

interface PostbackDebuggerProps {
  postback: Postback | null;
  onClose: () => void;
}

/** One goal's debugger: the URL a real click would call, a test conversion, and the last calls received. */
export function PostbackDebugger({ postback, onClose }: PostbackDebuggerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={postback !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={t('tracking.debug.title', { name: postback?.name ?? '' })}
    >
      {postback && <DebuggerBody key={postback.id} postback={postback} />}
    </Drawer>
  );
}

function DebuggerBody({ postback }: { postback: Postback }) {
  const { t } = useTranslation();
  const debug = usePostbackDebug(postback.id);
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('tracking.debug.intro', { days: postback.conversion_window_days })}
      </Text>
      <DebugPreview debug={debug} />
      <Divider />
      <TestConversion postback={postback} />
      <Divider />
      <ReceivedLog debug={debug} />
    </Stack>
  );
}
