import { readFileSync } from 'node:fs';
import {
  DELIVERY_DROP_STAGES,
  DELIVERY_STAGE_ADVICE,
  type DeliveryDropStage,
  messageCatalog,
  messagesEn,
  translateMessage,
} from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { adviseDelivery, type DeliveryFigures } from './delivery-advice.ts';

const GERMAN: Record<string, string> = JSON.parse(
  readFileSync(new URL('../../../../../packages/contract/locales/de.json', import.meta.url), 'utf8'),
);

function figures(
  dropped: Partial<Record<DeliveryDropStage, number>>,
  more: Partial<DeliveryFigures> = {},
): DeliveryFigures {
  const stages = DELIVERY_DROP_STAGES.map((stage) => ({ stage, dropped: dropped[stage] ?? 0 }));
  return {
    status: 'active',
    adFormat: 'popunder',
    pricingModel: 'cpm',
    hasAds: true,
    requests: stages.reduce((sum, s) => sum + s.dropped, 0) + 10,
    stages,
    winningPrice: null,
    floorPrice: null,
    ...more,
  };
}

describe('adviseDelivery', () => {
  it('has a message for every stage, and a setting to change for every stage but format', () => {
    for (const stage of DELIVERY_DROP_STAGES) {
      const { message, section } = DELIVERY_STAGE_ADVICE[stage];
      expect(messagesEn[message], stage).toContain('{{percent}}');
      expect(section === null, stage).toBe(stage === 'format');
    }
  });

  it('gives a tie to the earlier stage, whose refusals hide what later ones would do', () => {
    expect(adviseDelivery(figures({ budget: 5, os: 5, lost: 4 }))?.stage).toBe('os');
  });

  it('says to raise the bid without a figure when no price was recorded', () => {
    expect(adviseDelivery(figures({ floor: 3 }))).toMatchObject({
      stage: 'floor',
      bid: null,
      message: 'delivery.advice.floorUnknown',
      text: 'Your bid was below the floor of 3 requests (23.1%): raise your bid to buy them.',
    });
  });

  it('writes the figures of its text as the language of the text writes them', () => {
    const german = messageCatalog('de', GERMAN);
    const advice = adviseDelivery(
      figures({ lost: 12_345 }, { winningPrice: { min: 0.35, max: 1234.5 } }),
      german,
    );
    expect(advice?.text).toBe(
      translateMessage(
        'delivery.advice.lost',
        // German writes a no-break space before % and $.
        {
          dropped: '12.345',
          percent: '99,9\u00a0%',
          min: '0,35\u00a0$',
          max: '1.234,50\u00a0$',
          bid: '1.234,51\u00a0$',
        },
        german,
      ),
    );
    expect(advice?.text).not.toBe(
      adviseDelivery(figures({ lost: 12_345 }, { winningPrice: { min: 0.35, max: 1234.5 } }))?.text,
    );
  });

  it('puts the status before everything, whatever the figures', () => {
    for (const status of ['draft', 'paused', 'archived'] as const)
      expect(adviseDelivery(figures({ country: 50 }, { status }))).toMatchObject({
        reason: 'inactive',
        message: `delivery.advice.${status}`,
        section: null,
      });
  });

  it('prices for CPC and CPA campaigns as what their bid must be worth per thousand impressions', () => {
    const advice = adviseDelivery(
      figures({ floor: 10 }, { pricingModel: 'cpc', floorPrice: { min: 0.123456, max: 4 } }),
    );
    expect(advice).toMatchObject({ bid: 4, message: 'delivery.advice.floorEstimated' });
    expect(advice?.text).toContain('floors of $0.123456 to $4.00');
  });

  it('speaks of one request in the singular, for every stage (no "1 requests")', () => {
    for (const stage of DELIVERY_DROP_STAGES) {
      for (const prices of [
        {},
        { floorPrice: { min: 0.5, max: 0.5 }, winningPrice: { min: 0.7, max: 0.7 } },
      ]) {
        const advice = adviseDelivery(figures({ [stage]: 1 }, prices));
        expect(advice?.stage, stage).toBe(stage);
        expect(advice?.text, stage).toMatch(/\b1 (request|auction)\b/);
        expect(advice?.text, stage).not.toMatch(/\b1 (requests|auctions)\b|\{\{/);
      }
    }
    expect(adviseDelivery(figures({ country: 2 }))?.text).toMatch(/^2 requests/);
  });
});
