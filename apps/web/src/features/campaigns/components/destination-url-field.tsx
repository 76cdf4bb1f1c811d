import { TextInput } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignForm } from '../utils/campaign-values.ts';
import { insertMacro, MacroPicker } from './macro-picker.tsx';

/** The landing page, with macros inserted at the caret from a picker. */
export function DestinationUrlField({ form }: { form: CampaignForm }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);

  const pick = (macro: Parameters<typeof insertMacro>[1]) => {
    const node = input.current;
    const next = insertMacro(form.getValues().destination_url, macro, {
      start: node?.selectionStart ?? null,
      end: node?.selectionEnd ?? null,
    });
    form.setFieldValue('destination_url', next.value);
    // After the menu closes and gives the focus back, put the caret after the macro.
    requestAnimationFrame(() => {
      node?.focus();
      node?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <TextInput
      {...form.getInputProps('destination_url')}
      ref={input}
      label={t('campaigns.field.destinationUrl')}
      description={t('campaigns.field.destinationUrlHint')}
      placeholder="https://offer.example.com/?click_id={click_id}"
      type="url"
      withAsterisk
      rightSection={<MacroPicker onPick={pick} />}
      rightSectionWidth={40}
      rightSectionPointerEvents="all"
    />
  );
}
