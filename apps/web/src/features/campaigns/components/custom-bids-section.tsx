import { Divider, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { usePricingModels } from '@/lib/resources/get-pricing-models';
import { BID_KINDS } from '../utils/bid-values.ts';
import { formatMoney } from '../utils/format.ts';
import { BidListField } from './bid-list-field.tsx';
import { FormSection, type SectionProps, sectionMemo } from './form-section.tsx';

/**
 * Bids that replace the campaign's bid for traffic from one country, site or zone, as ExoClick's
 * and Zeropark's custom bids. They are saved with the campaign.
 */
export const CustomBidsSection = sectionMemo(function CustomBidsSection({ form }: SectionProps) {
  const { t, i18n } = useTranslation();
  const { bid, pricing_model: pricingModel } = form.getValues();
  const model = usePricingModels().data?.find((m) => m.code === pricingModel);

  return (
    <FormSection id="bids" title={t('campaigns.section.bids')} description={t('campaigns.section.bidsHint')}>
      <Text size="sm">
        {bid === ''
          ? t('campaigns.bids.noDefault')
          : t('campaigns.bids.default', {
              bid: `${formatMoney(bid, i18n.language)} ${model?.name ?? ''}`.trim(),
            })}
      </Text>
      <Stack gap="md">
        {BID_KINDS.map((kind, i) => (
          <Fragment key={kind}>
            {i > 0 && <Divider />}
            <BidListField form={form} kind={kind} />
          </Fragment>
        ))}
      </Stack>
    </FormSection>
  );
});
