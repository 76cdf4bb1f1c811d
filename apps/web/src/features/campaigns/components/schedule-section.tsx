import { Button, Group, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { hoursOn, SCHEDULE_PRESETS, type SchedulePreset } from '../utils/schedule-grid.ts';
import { FormSection, type SectionProps, sectionMemo } from './form-section.tsx';
import { ScheduleGrid } from './schedule-grid.tsx';
import { TimeZoneSelect } from './time-zone-select.tsx';

const PRESETS = Object.keys(SCHEDULE_PRESETS) as SchedulePreset[];

/** When the campaign runs: its time zone, flight dates and the hours of the week. */
export const ScheduleSection = sectionMemo(function ScheduleSection({ form }: SectionProps) {
  const { t } = useTranslation();
  const values = form.getValues();
  // Phones get hours as rows: a finger cannot hit 24 columns in 390 px.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const setSchedule = (schedule: typeof values.schedule) => {
    form.setFieldValue('schedule', schedule);
    form.clearFieldError('schedule');
  };

  return (
    <FormSection id="schedule" title={t('campaigns.section.schedule')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TimeZoneSelect
          {...form.getInputProps('time_zone')}
          label={t('campaigns.field.timeZone')}
          description={t('campaigns.field.timeZoneHint')}
          withAsterisk
        />
        <TextInput {...form.getInputProps('start_date')} type="date" label={t('campaigns.field.startDate')} />
        <TextInput {...form.getInputProps('end_date')} type="date" label={t('campaigns.field.endDate')} />
      </SimpleGrid>
      <Switch
        {...form.getInputProps('schedule_on', { type: 'checkbox' })}
        label={t('campaigns.schedule.on')}
        description={t(`campaigns.schedule.onHint_${values.schedule_on ? 'on' : 'off'}`)}
      />
      {values.schedule_on && (
        <Stack gap="xs">
          <Group gap="xs">
            {PRESETS.map((preset) => (
              <Button
                key={preset}
                size="compact-sm"
                variant="default"
                onClick={() => setSchedule(SCHEDULE_PRESETS[preset]())}
              >
                {t(`campaigns.schedule.preset.${preset}`)}
              </Button>
            ))}
          </Group>
          <ScheduleGrid
            value={values.schedule}
            onChange={setSchedule}
            error={form.errors.schedule as string | undefined}
            vertical={phone}
          />
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {t('campaigns.schedule.help')}
            </Text>
            <Text size="sm" aria-live="polite">
              {t('campaigns.schedule.hours', { count: hoursOn(values.schedule) })}
            </Text>
          </Group>
          {form.errors.schedule && (
            <Text size="sm" c="red" role="alert">
              {form.errors.schedule}
            </Text>
          )}
        </Stack>
      )}
    </FormSection>
  );
});
