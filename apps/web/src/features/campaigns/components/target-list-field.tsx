import { Group, MultiSelect, type MultiSelectProps, SegmentedControl, TagsInput } from '@mantine/core';
import { TARGET_MODES, type TargetDimension, type TargetMode } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import type { CampaignForm } from '../utils/campaign-values.ts';

/** Dimensions whose values are plain ids or codes (OS and browsers carry versions: see VersionedTargetField). */
export type ListDimension = Exclude<TargetDimension, 'os' | 'browsers'>;

interface TargetListFieldProps {
  form: CampaignForm;
  dimension: ListDimension;
  label: string;
  description?: string;
  /** Free entries (IP ranges, site ids) instead of a choice from `selectProps.data`. */
  tags?: boolean;
  /** Values are numeric ids; the inputs work in text. */
  numeric?: boolean;
  disabled?: boolean;
  selectProps?: Partial<MultiSelectProps>;
}

/**
 * One targeting dimension: its values and whether they are the only ones bought (include) or
 * the ones left out (exclude). No value buys everything, whatever the mode.
 */
export function TargetListField({
  form,
  dimension,
  label,
  description,
  tags,
  numeric,
  disabled,
  selectProps,
}: TargetListFieldProps) {
  const { t } = useTranslation();
  const target = form.getValues().targeting[dimension];
  const values = (target.values as (string | number)[]).map(String);
  const setValues = (next: string[]) =>
    form.setFieldValue(`targeting.${dimension}.values`, numeric ? next.map(Number) : next);
  const common = {
    label,
    description,
    disabled,
    value: values,
    onChange: setValues,
    error: form.errors[`targeting.${dimension}.values`],
    placeholder: values.length === 0 ? t(`campaigns.target.any.${target.mode}`) : undefined,
    clearable: true,
    // At least 16rem beside the Include/Exclude switch, else the switch goes under it: on a
    // phone the chosen items would be cut to a few letters.
    style: { flex: '1 1 16rem', minWidth: 0 },
  };

  return (
    <Group align="flex-end" gap="sm">
      {tags ? (
        <TagsInput {...common} splitChars={[',', ' ', '\n']} />
      ) : (
        <MultiSelect
          {...common}
          searchable
          hidePickedOptions
          nothingFoundMessage={t('campaigns.nothingFound')}
          {...selectProps}
        />
      )}
      <SegmentedControl
        aria-label={t('campaigns.target.mode', { label })}
        size="xs"
        disabled={disabled}
        value={target.mode}
        onChange={(mode) => form.setFieldValue(`targeting.${dimension}.mode`, mode as TargetMode)}
        data={TARGET_MODES.map((mode) => ({ value: mode, label: t(`campaigns.target.${mode}`) }))}
      />
    </Group>
  );
}
