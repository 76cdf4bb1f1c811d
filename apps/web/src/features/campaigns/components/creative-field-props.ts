import type { CampaignForm } from '../utils/campaign-values.ts';
import type { CreativeValues } from '../utils/creative-values.ts';

export interface CreativeFieldsProps {
  form: CampaignForm;
  index: number;
  creative: CreativeValues;
  adFormat: string;
}

/** Input props of one field of the creative at `index`. */
export const creativeInput = (form: CampaignForm, index: number, field: keyof CreativeValues) =>
  form.getInputProps(`creatives.${index}.${field}`);

/** Text length against its limit, shown under fields with a tight one (push titles). */
export const lengthHint = (value: string, max: number) => `${value.length}/${max}`;
