import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { type Campaign, PATHS } from '@panel/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { isApiError } from '@/lib/api-error';
import { useCampaign } from '../api/get-campaign.ts';
import { campaignToValues } from '../utils/campaign-values.ts';
import { CampaignEditor } from './campaign-editor.tsx';
import { EditHeader } from './edit-header.tsx';
import { SECTIONS, type SectionId, sectionDomId } from './form-section.tsx';

const isSection = (value: string | null): value is SectionId =>
  value !== null && (SECTIONS as readonly string[]).includes(value);

/** `?section=budget` opens the editor at that section (links from reports can point at what to change). */
function useSectionFromQuery(ready: boolean) {
  const [params] = useSearchParams();
  const section = params.get('section');
  useEffect(() => {
    if (ready && isSection(section)) document.getElementById(sectionDomId(section))?.scrollIntoView();
  }, [ready, section]);
}

/** /adv/campaigns/edit/:id/: the saved campaign in the editor, with its status actions above it. */
export function CampaignEditPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const campaign = useCampaign(valid ? id : null);
  // The form starts from the campaign as first loaded; later loads (a status change) must not reset it.
  const [initial, setInitial] = useState<{
    id: number;
    campaign: Campaign;
    values: ReturnType<typeof campaignToValues>;
  } | null>(null);
  const data = campaign.data;
  useEffect(() => {
    if (data && initial?.id !== data.id)
      setInitial({ id: data.id, campaign: data, values: campaignToValues(data) });
  }, [data, initial?.id]);
  useSectionFromQuery(initial !== null);

  const missing = !valid || (isApiError(campaign.error) && campaign.error.status === 404);

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('crumbs.campaignEdit')}
      </Title>
      {missing ? (
        <Alert color="yellow" title={t('campaigns.editor.notFound')}>
          <Text size="sm">{t('campaigns.editor.notFoundText')}</Text>
          <Button component={Link} to={PATHS.campaignList} mt="sm" size="xs" variant="light">
            {t('campaigns.editor.backToList')}
          </Button>
        </Alert>
      ) : campaign.isError ? (
        <Alert color="red" role="alert" title={t('campaigns.editor.loadFailed')}>
          <Button mt="sm" size="xs" variant="light" onClick={() => void campaign.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : !data || !initial || initial.id !== data.id ? (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : (
        <>
          <EditHeader campaign={data} />
          {data.status === 'archived' ? (
            <Alert color="gray" title={t('campaigns.editor.archived')}>
              <Group>
                <Text size="sm">{t('campaigns.editor.archivedText')}</Text>
              </Group>
            </Alert>
          ) : (
            <CampaignEditor
              key={data.id}
              initialValues={initial.values}
              campaign={data}
              loaded={initial.campaign}
            />
          )}
        </>
      )}
    </Stack>
  );
}
