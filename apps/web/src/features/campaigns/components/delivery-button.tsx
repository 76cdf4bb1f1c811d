import { Button } from '@mantine/core';
import type { Campaign } from '@panel/contract';
import { IconHelpCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeliveryDrawer } from './delivery-drawer.tsx';

/** Opens the campaign's delivery funnel ("Why am I not getting traffic?") beside the editor. */
export function DeliveryButton({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconHelpCircle size={14} />}
        aria-haspopup="dialog"
        onClick={() => setOpened(true)}
      >
        {t('campaigns.delivery.open')}
      </Button>
      <DeliveryDrawer campaign={campaign} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
