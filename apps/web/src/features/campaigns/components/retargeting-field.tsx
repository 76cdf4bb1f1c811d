import { Anchor, Fieldset, MultiSelect, Stack, Text } from '@mantine/core';
import { PATHS, RETARGETING_TARGET_MAX, type RetargetingTarget } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CampaignForm } from '../utils/campaign-values.ts';
import { useAudienceNames } from './use-audience-names.ts';

const LISTS = ['include', 'exclude'] as const;

/**
 * The campaign's retargeting audiences: visitors of some pixels to buy, of others to leave out,
 * both at once. A pixel chosen in one list is not offered in the other (the server refuses it
 * in both). With no pixel yet, the block says where to make one.
 */
export function RetargetingField({ form }: { form: CampaignForm }) {
  const { t, i18n } = useTranslation();
  const { query, pixels, nameOf } = useAudienceNames();
  const target = form.getValues().targeting.retargeting;
  const size = (count: number) =>
    t('campaigns.retargeting.size', { count, formatted: count.toLocaleString(i18n.language) });
  const optionsFor = (list: keyof RetargetingTarget) => {
    const other = new Set(target[list === 'include' ? 'exclude' : 'include']);
    const listed = pixels
      .filter((p) => !other.has(p.id))
      .map((p) => ({
        value: String(p.id),
        label: t('campaigns.retargeting.option', { name: p.name, size: size(p.audience_size) }),
      }));
    // A saved id the list does not hold (not loaded yet, or gone) still shows as a chip.
    const missing = target[list]
      .filter((id) => !pixels.some((p) => p.id === id))
      .map((id) => ({ value: String(id), label: nameOf(id) }));
    return [...listed, ...missing];
  };
  const chosen = target.include.length + target.exclude.length;

  return (
    <Fieldset legend={t('campaigns.retargeting.title')} variant="unstyled">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('campaigns.retargeting.hint')}
        </Text>
        {query.isError && (
          <Text size="sm" c="red" role="alert">
            {t('campaigns.retargeting.loadFailed')}
          </Text>
        )}
        {query.isSuccess && pixels.length === 0 && chosen === 0 ? (
          <Text size="sm">
            {t('campaigns.retargeting.empty')}{' '}
            <Anchor component={Link} to={`${PATHS.tracking}?tab=pixels`} underline="always">
              {t('campaigns.retargeting.addPixel')}
            </Anchor>
          </Text>
        ) : (
          LISTS.map((list) => (
            <MultiSelect
              key={list}
              label={t(`campaigns.retargeting.${list}`)}
              data={optionsFor(list)}
              value={target[list].map(String)}
              onChange={(next) => form.setFieldValue(`targeting.retargeting.${list}`, next.map(Number))}
              error={form.errors[`targeting.retargeting.${list}`]}
              placeholder={
                target[list].length === 0
                  ? t(list === 'include' ? 'campaigns.retargeting.anyone' : 'campaigns.retargeting.noone')
                  : undefined
              }
              maxValues={RETARGETING_TARGET_MAX}
              searchable
              clearable
              hidePickedOptions
              nothingFoundMessage={t('campaigns.nothingFound')}
            />
          ))
        )}
      </Stack>
    </Fieldset>
  );
}
