import { Box, Grid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { Campaign } from '@panel/contract';
import { type FormEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '@/lib/api-error';
import { zodFormValidate } from '@/lib/zod-form-validate';
import { useCreateCampaign } from '../api/create-campaign.ts';
import { useUpdateCampaign } from '../api/update-campaign.ts';
import {
  type CampaignFormValues,
  campaignFormSchema,
  campaignPayload,
  campaignToValues,
  placeErrors,
} from '../utils/campaign-values.ts';
import { errorText } from '../utils/format.ts';
import { sectionVersions } from '../utils/section-versions.ts';
import { AdsSection } from './ads-section.tsx';
import { AudienceSection } from './audience-section.tsx';
import { BudgetSection } from './budget-section.tsx';
import { CustomBidsSection } from './custom-bids-section.tsx';
import { GeneralSection } from './general-section.tsx';
import { ScheduleSection } from './schedule-section.tsx';
import { SummaryCard } from './summary-card.tsx';
import { TargetingSection } from './targeting-section.tsx';
import { editPath } from './use-campaign-actions.ts';
import { useLeaveGuard } from './use-leave-guard.tsx';

interface CampaignEditorProps {
  initialValues: CampaignFormValues;
  /** The saved campaign being edited; null while creating one. */
  campaign: Campaign | null;
}

/** After a refused save, bring the first field that needs attention into view. */
function showFirstError() {
  requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    field?.focus({ preventScroll: true });
  });
}

/** The one form behind both create and edit: the contract's rules, the server's answers, a guard on leaving. */
export function CampaignEditor({ initialValues, campaign }: CampaignEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const validate = useMemo(() => {
    const check = zodFormValidate<CampaignFormValues>(campaignFormSchema, t);
    return (values: CampaignFormValues) => placeErrors(check(values));
  }, [t]);
  const form = useForm<CampaignFormValues>({ initialValues, validate, validateInputOnBlur: true });
  const dirty = form.isDirty();
  const guard = useLeaveGuard(dirty);
  const saving = create.isPending || update.isPending;
  const values = form.getValues();
  const versions = sectionVersions(values, form.errors);

  const refused = (error: unknown) => {
    if (isApiError(error)) form.setErrors(placeErrors(error.fields));
    notifications.show({
      color: 'red',
      title: t('campaigns.editor.saveFailed'),
      message: errorText(error, t),
    });
    showFirstError();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (form.validate().hasErrors) {
      notifications.show({ color: 'red', message: t('campaigns.editor.fixErrors') });
      showFirstError();
      return;
    }
    const body = campaignPayload(form.getValues());
    if (campaign) {
      update.mutate(
        { id: campaign.id, body },
        {
          onSuccess: (saved) => {
            const values = campaignToValues(saved);
            form.setInitialValues(values);
            form.setValues(values);
            form.resetDirty(values);
            notifications.show({ color: 'green', message: t('campaigns.editor.saved') });
          },
          onError: refused,
        },
      );
      return;
    }
    create.mutate(body, {
      onSuccess: (saved) => {
        guard.allowNextLeave();
        notifications.show({ color: 'green', message: t('campaigns.editor.created', { name: saved.name }) });
        void navigate(editPath(saved.id), { replace: true });
      },
      onError: refused,
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t(campaign ? 'crumbs.campaignEdit' : 'crumbs.campaignCreate')}
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <GeneralSection form={form} version={versions.general} />
            <AdsSection form={form} version={versions.ads} />
            <AudienceSection form={form} version={versions.audience} />
            <TargetingSection form={form} version={versions.targeting} />
            <BudgetSection form={form} version={versions.budget} />
            <CustomBidsSection form={form} version={versions.bids} />
            <ScheduleSection form={form} version={versions.schedule} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Box pos="sticky" top={68}>
            <SummaryCard
              values={values}
              status={campaign?.status ?? null}
              dirty={dirty}
              saving={saving}
              errorCount={Object.keys(form.errors).length}
              saveLabel={t(campaign ? 'campaigns.editor.save' : 'campaigns.create')}
            />
          </Box>
        </Grid.Col>
      </Grid>
      {guard.dialog}
    </form>
  );
}
