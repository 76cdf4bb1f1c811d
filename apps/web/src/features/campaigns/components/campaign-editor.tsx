import { Box, Grid, Stack, useMantineTheme } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Campaign } from '@panel/contract';
import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { afterPress } from '@/lib/after-press';
import { isApiError } from '@/lib/api-error';
import { zodFormValidate } from '@/lib/zod-form-validate';
import { useCreateCampaign } from '../api/create-campaign.ts';
import { isVersionConflict, useUpdateCampaign } from '../api/update-campaign.ts';
import {
  type CampaignFormValues,
  campaignFormSchema,
  campaignPayload,
  campaignToValues,
  placeErrors,
} from '../utils/campaign-values.ts';
import { changedSettings } from '../utils/changed-settings.ts';
import { errorText } from '../utils/format.ts';
import { sectionVersions } from '../utils/section-versions.ts';
import { AdsSection } from './ads-section.tsx';
import { AudienceSection } from './audience-section.tsx';
import { BudgetSection } from './budget-section.tsx';
import { ConflictDialog } from './conflict-dialog.tsx';
import { CustomBidsSection } from './custom-bids-section.tsx';
import { GeneralSection } from './general-section.tsx';
import { SaveBar } from './save-bar.tsx';
import { ScheduleSection } from './schedule-section.tsx';
import { SummaryCard } from './summary-card.tsx';
import { TargetingSection } from './targeting-section.tsx';
import { editPath } from './use-campaign-actions.ts';
import { useLeaveGuard } from './use-leave-guard.tsx';
import { useSaveConflict } from './use-save-conflict.ts';

interface CampaignEditorProps {
  initialValues: CampaignFormValues;
  /** The saved campaign being edited; null while creating one. */
  campaign: Campaign | null;
  /** The version `initialValues` come from, when it is older than `campaign`. */
  loaded?: Campaign;
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
export function CampaignEditor({ initialValues, campaign, loaded }: CampaignEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const validate = useMemo(() => {
    const check = zodFormValidate<CampaignFormValues>(campaignFormSchema, t);
    return (values: CampaignFormValues) => placeErrors(check(values));
  }, [t]);
  const form = useForm<CampaignFormValues>({
    initialValues,
    validate,
    // A field is checked when it loses focus, but after the press that took the focus is over:
    // its error, shown at once, would move the button being pressed (lib/after-press).
    enhanceGetInputProps: ({ field, form, options }) =>
      options.withFocus ? { onBlur: () => afterPress(() => form.validateField(field)) } : {},
  });
  const dirty = form.isDirty();
  const guard = useLeaveGuard(dirty);
  const saving = create.isPending || update.isPending;
  const values = form.getValues();
  const versions = sectionVersions(values, form.errors);
  // The saved version the form's values start from: every save says so (If-Match).
  const [base, setBase] = useState(loaded ?? campaign);
  const conflicts = useSaveConflict();
  // Below the `lg` breakpoint the summary goes under the form: Save moves to a bar that stays in view.
  const narrow = useMediaQuery(`(max-width: calc(${useMantineTheme().breakpoints.lg} - 1px))`) ?? false;
  const saveLabel = t(campaign ? 'campaigns.editor.save' : 'campaigns.create');
  const errorCount = Object.keys(form.errors).length;

  // A newer version that changes nothing the form sends (the header's status actions) is no
  // conflict: take it, or the next save would report the user's own status change as someone else's.
  useEffect(() => {
    if (!campaign || !base || campaign.id !== base.id || campaign.version <= base.version) return;
    if (changedSettings(base, campaign).every((change) => !change.edited)) setBase(campaign);
  }, [campaign, base]);

  const loadSaved = (saved: Campaign) => {
    const values = campaignToValues(saved);
    form.setInitialValues(values);
    form.setValues(values);
    form.resetDirty(values);
    setBase(saved);
  };

  const refused = (error: unknown) => {
    if (isApiError(error)) form.setErrors(placeErrors(error.fields));
    notifications.show({
      color: 'red',
      title: t('campaigns.editor.saveFailed'),
      message: errorText(error, t),
    });
    showFirstError();
  };

  /** Saves the form over `seen`, the version the user has seen; a newer one on the server is a conflict. */
  const save = (seen: Campaign) =>
    update.mutate(
      { id: seen.id, body: campaignPayload(form.getValues()), version: seen.version },
      {
        onSuccess: (saved) => {
          conflicts.close();
          loadSaved(saved);
          notifications.show({ color: 'green', message: t('campaigns.editor.saved') });
        },
        onError: (error) => {
          if (isVersionConflict(error)) return void conflicts.open(seen);
          conflicts.close();
          refused(error);
        },
      },
    );

  const reload = (current: Campaign) => {
    loadSaved(current);
    conflicts.accept(current);
    notifications.show({ message: t('campaigns.conflict.reloaded') });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (form.validate().hasErrors) {
      notifications.show({ color: 'red', message: t('campaigns.editor.fixErrors') });
      showFirstError();
      return;
    }
    if (base) {
      save(base);
      return;
    }
    const body = campaignPayload(form.getValues());
    create.mutate(body, {
      onSuccess: (saved) => {
        guard.allowNextLeave();
        notifications.show({ color: 'green', message: t('campaigns.editor.created', { name: saved.name }) });
        void navigate(editPath(saved.id), { replace: true });
      },
      onError: refused,
    });
  };

  // Saving is the Save button or Ctrl+S (⌘S): Enter in a field never saves the whole campaign, be it
  // a picker whose typed text matched nothing highlighted or a plain box (issue 18).
  const keys = (event: KeyboardEvent<HTMLFormElement>) => {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
      event.preventDefault();
      event.currentTarget.requestSubmit();
    } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
  };

  return (
    <form
      onSubmit={submit}
      onKeyDown={keys}
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
              errorCount={errorCount}
              saveLabel={saveLabel}
              withSave={!narrow}
            />
          </Box>
        </Grid.Col>
      </Grid>
      {narrow && <SaveBar dirty={dirty} saving={saving} errorCount={errorCount} saveLabel={saveLabel} />}
      {guard.dialog}
      <ConflictDialog
        conflict={conflicts.conflict}
        saving={update.isPending}
        onReload={reload}
        onOverwrite={save}
        onCancel={conflicts.close}
        onRetry={(seen) => void conflicts.open(seen)}
      />
    </form>
  );
}
