import { Button, Drawer, Text } from '@mantine/core';
import type { Campaign } from '@panel/contract';
import { IconRobot } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionLog } from '@/components/optimization-log/action-log';

/** Opens what the optimization rules did to this campaign, with undo, beside the editor. */
export function OptimizationLogButton({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconRobot size={14} />}
        aria-haspopup="dialog"
        onClick={() => setOpened(true)}
      >
        {t('campaigns.optimizationLog.open')}
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size="xl"
        title={t('campaigns.optimizationLog.title', { name: campaign.name })}
      >
        <Text size="sm" c="dimmed" mb="md">
          {t('campaigns.optimizationLog.intro')}
        </Text>
        {opened && (
          <ActionLog path={`/api/v1/campaigns/${campaign.id}/optimization_actions`} subject="rule" />
        )}
      </Drawer>
    </>
  );
}
