import { Alert, Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { type Postback, postbackTestBodySchema } from '@panel/contract';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { useSendTestConversion } from '../api/send-test-conversion.ts';
import { TestResult } from './test-result.tsx';

/** (b) Sends the goal's URL for a recent click, as the tracker would, and shows what came of it. */
export function TestConversion({ postback }: { postback: Postback }) {
  const { t } = useTranslation();
  const send = useSendTestConversion();
  const [payout, setPayout] = useState<number | string>('');
  const [payoutError, setPayoutError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const body = postbackTestBodySchema.safeParse({ payout: payout === '' ? null : Number(payout) });
    const issue = body.success ? null : (body.error.issues[0]?.message ?? 'validation.payout');
    setPayoutError(issue === null ? null : t(issue));
    if (body.success) send.mutate({ id: postback.id, payout: body.data.payout ?? null });
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="debug-test-title">
      <Title order={3} size="h5" id="debug-test-title">
        {t('tracking.debug.test.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('tracking.debug.test.intro')}
      </Text>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm">
          <NumberInput
            label={t('tracking.debug.test.payout')}
            description={
              postback.payout === null
                ? t('tracking.debug.test.payoutNone')
                : t('tracking.debug.test.payoutDefault')
            }
            placeholder={t('common.optional')}
            leftSection="$"
            min={0}
            decimalScale={6}
            value={payout}
            onChange={setPayout}
            error={payoutError}
            w={220}
          />
          <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} />}>
            {t('tracking.debug.test.send')}
          </Button>
        </Group>
      </form>
      {send.isSuccess && <TestResult result={send.data} />}
      {send.isError && (
        <Alert color="red" role="alert" title={t('tracking.debug.test.notSent')}>
          <Text size="sm">{errorText(send.error, t)}</Text>
          {isApiError(send.error) && send.error.status > 0 && (
            <Text size="xs" c="dimmed" mt={4}>
              {t('tracking.debug.test.httpStatus', { status: send.error.status })}
            </Text>
          )}
        </Alert>
      )}
    </Stack>
  );
}
