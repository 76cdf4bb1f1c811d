import { Paper, Stack, Text, Title } from '@mantine/core';
import { type GuestBidUrls, SSP_PARSERS } from '@panel/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyLine } from './copy-line.tsx';

interface SendTrafficProps {
  bidUrls: GuestBidUrls;
  /** A secret just made: the header is then shown with it, ready to paste. */
  token?: string;
}

/** Where a guest POSTs its bid requests and how it names the advertiser: the same for every token. */
export function SendTraffic({ bidUrls, token }: SendTrafficProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const protocols = Object.keys(bidUrls) as (keyof GuestBidUrls)[];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} size="h5" id={titleId}>
          {t('guestTokens.send.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t(token ? 'guestTokens.send.textNew' : 'guestTokens.send.text')}
        </Text>
        {protocols.map((code) => {
          // The keys are the protocols' codes of /resources/ssp_parsers, which name them.
          const protocol = SSP_PARSERS.find((p) => p.code === code)?.name ?? code;
          return (
            <CopyLine
              key={code}
              label={protocol}
              value={bidUrls[code]}
              copyLabel={t('guestTokens.send.copyUrl', { protocol })}
            />
          );
        })}
        <CopyLine
          label={t('guestTokens.send.header')}
          value={`Authorization: Bearer ${token ?? t('guestTokens.send.tokenPlaceholder')}`}
          copyLabel={token ? t('guestTokens.send.copyHeader') : undefined}
        />
      </Stack>
    </Paper>
  );
}
