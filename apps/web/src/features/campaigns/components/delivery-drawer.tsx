import { Alert, Button, Center, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import type { Campaign } from '@panel/contract';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { useAdFormats } from '@/lib/resources/get-ad-formats';
import { useCampaignDelivery } from '../api/get-campaign-delivery.ts';
import type { AdviceTarget } from '../utils/delivery-sections.ts';
import { DeliveryAdviceCard } from './delivery-advice-card.tsx';
import { DeliveryFunnelList } from './delivery-funnel-list.tsx';
import { sectionDomId } from './form-section.tsx';

const FOCUSABLE = 'input:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex="0"]';

/** Brings an editor section into view and puts the keyboard on the field (by its label), else its first one. */
function focusTarget(section: HTMLElement, label: string | null) {
  const labelled = label
    ? [...section.querySelectorAll('label')].find((l) => l.textContent?.trim().startsWith(label))?.control
    : null;
  section.scrollIntoView({ block: 'start', behavior: 'smooth' });
  (labelled ?? section.querySelector<HTMLElement>(FOCUSABLE))?.focus({ preventScroll: true });
}

interface DeliveryDrawerProps {
  campaign: Campaign;
  opened: boolean;
  onClose: () => void;
}

/** "Why am I not getting traffic?": the campaign's delivery funnel of the last hour and the advice. */
export function DeliveryDrawer({ campaign, opened, onClose }: DeliveryDrawerProps) {
  const { t } = useTranslation();
  // Focus goes back to the opening button, unless the user chose a section to go to.
  const [returnFocus, setReturnFocus] = useState(true);
  const jump = ({ section, field }: AdviceTarget) => {
    setReturnFocus(false);
    onClose();
    requestAnimationFrame(() => {
      const element = document.getElementById(sectionDomId(section));
      if (element) focusTarget(element, field && t(field));
    });
  };
  useEffect(() => {
    if (opened) setReturnFocus(true);
  }, [opened]);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      returnFocus={returnFocus}
      position="right"
      size="lg"
      title={t('campaigns.delivery.title')}
    >
      <DeliveryBody campaign={campaign} onJump={jump} />
    </Drawer>
  );
}

function DeliveryBody({ campaign, onJump }: { campaign: Campaign; onJump: (target: AdviceTarget) => void }) {
  const { t, i18n } = useTranslation();
  const delivery = useCampaignDelivery(campaign.id, true);
  const formatName =
    useAdFormats().data?.find((f) => f.code === campaign.ad_format)?.name ?? campaign.ad_format;
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });
  const report = delivery.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          {report && (
            <Text size="sm">
              {t('campaigns.delivery.window', {
                from: time.format(new Date(report.from)),
                to: time.format(new Date(report.to)),
              })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('campaigns.delivery.autoRefresh')}
          </Text>
        </div>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={14} />}
          loading={delivery.isFetching}
          onClick={() => void delivery.refetch()}
        >
          {t('campaigns.delivery.refresh')}
        </Button>
      </Group>
      {report && delivery.isRefetchError && (
        <Text size="sm" c="red" role="alert">
          {t('campaigns.delivery.refreshFailed')}
        </Text>
      )}
      {report ? (
        <>
          <DeliveryAdviceCard report={report} formatName={formatName} onJump={onJump} />
          {report.requests === 0 ? (
            <Text size="sm" c="dimmed">
              {t('campaigns.delivery.empty')}
            </Text>
          ) : (
            <DeliveryFunnelList report={report} />
          )}
        </>
      ) : delivery.isError ? (
        <Alert color="red" role="alert" title={t('campaigns.delivery.loadFailed')}>
          <Text size="sm">{errorText(delivery.error, t)}</Text>
          <Button mt="sm" size="xs" variant="light" onClick={() => void delivery.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <Center py="xl">
          <Loader aria-label={t('campaigns.delivery.loading')} />
        </Center>
      )}
    </Stack>
  );
}
