import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyCampaignValues } from '../utils/campaign-values.ts';
import { CampaignEditor } from './campaign-editor.tsx';

/** /adv/campaigns/create/: a new campaign, saved as a draft. */
export function CampaignCreatePage() {
  const { t } = useTranslation();
  const [initialValues] = useState(emptyCampaignValues);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('crumbs.campaignCreate')}
      </Title>
      <CampaignEditor initialValues={initialValues} campaign={null} />
    </Stack>
  );
}
