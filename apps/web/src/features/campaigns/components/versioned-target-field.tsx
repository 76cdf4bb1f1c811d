import { Group, MultiSelect, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { TARGET_MODES, type TargetMode } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import type { CampaignForm } from '../utils/campaign-values.ts';

interface Family {
  id: number;
  name: string;
}
interface Version {
  id: number;
  name: string;
  /** The family it is a version of (`os_id`, `browser_id`). */
  parent: number;
}

interface VersionedTargetFieldProps {
  form: CampaignForm;
  dimension: 'os' | 'browsers';
  label: string;
  families: Family[];
  versions: Version[];
}

/** Operating systems or browsers, each optionally narrowed to some of its versions (none: every version). */
export function VersionedTargetField({
  form,
  dimension,
  label,
  families,
  versions,
}: VersionedTargetFieldProps) {
  const { t } = useTranslation();
  const target = form.getValues().targeting[dimension];
  const chosen = target.values;
  const path = `targeting.${dimension}.values` as const;

  const setFamilies = (ids: string[]) =>
    form.setFieldValue(
      path,
      ids.map((id) => chosen.find((c) => c.id === Number(id)) ?? { id: Number(id), version_ids: [] }),
    );
  const setVersions = (familyId: number, ids: string[]) =>
    form.setFieldValue(
      path,
      chosen.map((c) => (c.id === familyId ? { ...c, version_ids: ids.map(Number) } : c)),
    );

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        <MultiSelect
          label={label}
          data={families.map((f) => ({ value: String(f.id), label: f.name }))}
          value={chosen.map((c) => String(c.id))}
          onChange={setFamilies}
          error={form.errors[path]}
          placeholder={chosen.length === 0 ? t(`campaigns.target.any.${target.mode}`) : undefined}
          searchable
          clearable
          hidePickedOptions
          nothingFoundMessage={t('campaigns.nothingFound')}
          style={{ flex: '1 1 16rem', minWidth: 0 }}
        />
        <SegmentedControl
          aria-label={t('campaigns.target.mode', { label })}
          size="xs"
          value={target.mode}
          onChange={(mode) => form.setFieldValue(`targeting.${dimension}.mode`, mode as TargetMode)}
          data={TARGET_MODES.map((mode) => ({ value: mode, label: t(`campaigns.target.${mode}`) }))}
        />
      </Group>
      {chosen.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" ps="md">
          {chosen.map((c) => {
            const name = families.find((f) => f.id === c.id)?.name ?? `#${c.id}`;
            const own = versions.filter((v) => v.parent === c.id);
            return (
              <MultiSelect
                key={c.id}
                size="xs"
                label={t('campaigns.target.versionsOf', { name })}
                data={own.map((v) => ({ value: String(v.id), label: v.name }))}
                value={c.version_ids.map(String)}
                onChange={(ids) => setVersions(c.id, ids)}
                placeholder={c.version_ids.length === 0 ? t('campaigns.target.allVersions') : undefined}
                disabled={own.length === 0}
                searchable
                clearable
                hidePickedOptions
              />
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
