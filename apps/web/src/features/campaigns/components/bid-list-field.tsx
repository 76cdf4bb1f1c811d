import { ActionIcon, Box, Button, Group, NumberInput, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { BID_LIMITS } from '@panel/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '@/components/country/country-select';
import { useCountries } from '@/lib/resources/get-countries';
import { BID_LISTS, type BidKind, type BidRowView, bidRows, blankBid } from '../utils/bid-values.ts';
import type { CampaignForm } from '../utils/campaign-values.ts';

const BID_WIDTH = 150;
const targetInputId = (key: string) => `${key}-target`;

interface BidListFieldProps {
  form: CampaignForm;
  kind: BidKind;
}

/**
 * The custom bids of one kind: a row per country, site or zone with its bid, added and removed
 * by buttons. Focus follows: to the new row's first field on adding, to the add button on removing.
 */
export function BidListField({ form, kind }: BidListFieldProps) {
  const { t } = useTranslation();
  const { list, max } = BID_LISTS[kind];
  const values = form.getValues();
  const rows = bidRows(values, kind);
  const addRef = useRef<HTMLButtonElement>(null);
  const headingId = `custom-bids-${kind}`;
  const listError = form.errors[list];

  const add = () => {
    const row = blankBid(kind);
    form.insertListItem(list, row);
    requestAnimationFrame(() => document.getElementById(targetInputId(row.key))?.focus());
  };
  const remove = (index: number) => {
    form.removeListItem(list, index);
    addRef.current?.focus();
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={headingId}>
      <Text fw={600} size="sm" id={headingId}>
        {t(`campaigns.bids.${kind}.title`)}
      </Text>
      {rows.length > 0 && (
        // Column captions for the eye; every input carries its own name for screen readers.
        <Group gap="sm" wrap="nowrap" aria-hidden="true">
          <Text size="xs" c="dimmed" style={{ flex: 1 }}>
            {t(`campaigns.bids.${kind}.target`)}
          </Text>
          <Text size="xs" c="dimmed" w={BID_WIDTH}>
            {t('campaigns.bids.bid')}
          </Text>
          <Box w={36} />
        </Group>
      )}
      {rows.map((row, index) => (
        <BidRow
          key={row.key}
          form={form}
          kind={kind}
          index={index}
          row={row}
          taken={rows}
          onRemove={() => remove(index)}
        />
      ))}
      {listError && (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      )}
      <Group gap="sm">
        <Button
          ref={addRef}
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={16} />}
          disabled={rows.length >= max}
          onClick={add}
        >
          {t(`campaigns.bids.${kind}.add`)}
        </Button>
        {rows.length >= max && (
          <Text size="xs" c="dimmed">
            {t('campaigns.bids.full', { max })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

interface BidRowProps extends BidListFieldProps {
  index: number;
  row: BidRowView;
  /** Every row of the kind: a country another row has cannot be chosen twice. */
  taken: BidRowView[];
  onRemove: () => void;
}

function BidRow({ form, kind, index, row, taken, onRemove }: BidRowProps) {
  const { t } = useTranslation();
  const { list, target } = BID_LISTS[kind];
  const { bid, targeting } = form.getValues();
  const rowLabel = t(`campaigns.bids.${kind}.row`, { n: index + 1 });
  const targetPath = `${list}.${index}.${target}`;
  const removeLabel = t(`campaigns.bids.${kind}.remove`, { n: index + 1 });

  return (
    <Group role="group" aria-label={rowLabel} gap="sm" wrap="nowrap" align="flex-start">
      {kind === 'country' ? (
        <CountryTarget
          id={targetInputId(row.key)}
          value={row.target}
          others={taken.filter((r) => r.key !== row.key).map((r) => r.target)}
          targeted={targeting.countries}
          label={t('campaigns.bids.country.target')}
          error={form.errors[targetPath]}
          onChange={(country) => form.setFieldValue(targetPath, country)}
          onBlur={() => form.validateField(targetPath)}
        />
      ) : (
        <TextInput
          {...form.getInputProps(targetPath)}
          id={targetInputId(row.key)}
          aria-label={t(`campaigns.bids.${kind}.target`)}
          placeholder={t('campaigns.bids.sourceIdPlaceholder')}
          maxLength={64}
          style={{ flex: 1, minWidth: 0 }}
        />
      )}
      <NumberInput
        {...form.getInputProps(`${list}.${index}.bid`)}
        aria-label={t('campaigns.bids.bid')}
        // The campaign's bid, for as long as nothing is typed: the value the row adjusts from.
        placeholder={bid === '' ? undefined : String(bid)}
        leftSection="$"
        min={BID_LIMITS.min}
        max={BID_LIMITS.max}
        decimalScale={6}
        hideControls
        w={BID_WIDTH}
      />
      <Tooltip label={removeLabel}>
        <ActionIcon variant="subtle" color="red" size="input-sm" onClick={onRemove} aria-label={removeLabel}>
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

interface CountryTargetProps {
  id: string;
  value: string;
  /** Countries chosen in the other rows. */
  others: string[];
  /** The campaign's country targeting: a bid is offered only where the campaign buys. */
  targeted: { mode: 'include' | 'exclude'; values: string[] };
  label: string;
  error: ReactNode;
  onChange: (country: string) => void;
  onBlur: () => void;
}

function CountryTarget({ id, value, others, targeted, label, error, onChange, onBlur }: CountryTargetProps) {
  const { t } = useTranslation();
  const exclude = new Set(others);
  const listed = new Set(targeted.values);
  // Only countries the campaign buys (issue 18): its included ones, or all but its excluded ones.
  const buys = (code: string) =>
    listed.size === 0 || (targeted.mode === 'include' ? listed.has(code) : !listed.has(code));
  const countries = (useCountries().data ?? []).filter(
    (c) => c.alpha2 === value || (!exclude.has(c.alpha2) && buys(c.alpha2)),
  );
  return (
    <CountrySelect
      id={id}
      countries={countries}
      value={value || null}
      onChange={(country) => onChange(country ?? '')}
      onBlur={onBlur}
      aria-label={label}
      placeholder={t('campaigns.bids.country.placeholder')}
      error={error}
      style={{ flex: 1, minWidth: 0 }}
    />
  );
}
