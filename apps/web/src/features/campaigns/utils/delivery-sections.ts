import type { DeliveryAdvice, DeliveryDropStage } from '@panel/contract';
import type { SectionId } from './section-versions.ts';

/** The editor section holding the setting behind each drop stage ('format' has none to widen). */
const STAGE_SECTIONS: Record<DeliveryDropStage, SectionId | null> = {
  format: null,
  schedule: 'schedule',
  country: 'audience',
  region: 'audience',
  city: 'audience',
  language: 'audience',
  device_type: 'audience',
  os: 'audience',
  browser: 'audience',
  connection_type: 'audience',
  carrier: 'audience',
  subscription_period: 'audience',
  ip_range: 'targeting',
  traffic_category: 'targeting',
  ssp: 'targeting',
  ssp_endpoint: 'targeting',
  site: 'targeting',
  zone: 'targeting',
  retargeting: 'targeting',
  budget: 'budget',
  pacing: 'budget',
  frequency: 'budget',
  floor: 'general',
  lost: 'general',
};

/** The field to put the keyboard on (the key of its label) where it is not its section's first. */
const STAGE_FIELDS: Partial<Record<DeliveryDropStage, string>> = {
  floor: 'campaigns.field.bid',
  lost: 'campaigns.field.bid',
  frequency: 'campaigns.field.frequencyCap',
};

export interface AdviceTarget {
  section: SectionId;
  /** i18n key of the field's label; null: the section's first field. */
  field: string | null;
}

/** Where the editor lets the user make the change an advice asks for; null when no section does. */
export function adviceTarget(advice: DeliveryAdvice): AdviceTarget | null {
  if (advice.reason === 'no_ads') return { section: 'ads', field: null };
  const section = advice.stage ? STAGE_SECTIONS[advice.stage] : null;
  return section && { section, field: (advice.stage && STAGE_FIELDS[advice.stage]) ?? null };
}
