import { messagesEn } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { createCampaign, popunder } from '../campaign-fixtures.ts';
import { call, DRIVERS, signUpAndIn, useApp } from '../helpers.ts';

/** A VAST campaign whose one creative is the document given. */
const vastCampaign = (vast_xml: string) =>
  popunder({ ad_format: 'vast', creatives: [{ type: 'vast', name: 'Pre-roll', vast_xml }] });

/** Issue 9: empty comments before the root cost a backtracking pattern twice as much each. */
const comments = (count: number) => `${'<!---->'.repeat(count)}x`;

const VALID = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  "<!-- served by the advertiser's ad server -->",
  '<VAST version="4.1"><Ad id="1"><Wrapper><AdSystem>x</AdSystem>',
  '<VASTAdTagURI><![CDATA[https://ads.example.com/vast.xml?a=1&b=2]]></VASTAdTagURI></Wrapper></Ad></VAST>',
].join('\n');

describe.each(DRIVERS)('VAST documents that used to stall the server, on %s', (driver) => {
  const ctx = useApp(driver);

  const post = async (vast_xml: string) => {
    const { token } = await signUpAndIn(ctx.app);
    return call(ctx.app, {
      method: 'POST',
      url: '/api/v1/campaigns',
      token,
      payload: vastCampaign(vast_xml),
    });
  };

  it('answers a document of 32 comments at once (the pattern it replaces took seconds)', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const start = performance.now();
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/campaigns',
      token,
      payload: vastCampaign(comments(32)),
    });
    expect(performance.now() - start).toBeLessThan(1_000);
    expect(res.status).toBe(400);
  });

  it.each([26, 5_000])('refuses %i comments and an x, naming vast_xml', async (count) => {
    const res = await post(comments(count));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'creatives.0.vast_xml': messagesEn['validation.vastXml'] });
  });

  it('refuses 5,000 comments in a change of creatives too', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const campaign = await createCampaign(ctx.app, token, vastCampaign(VALID));
    const res = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${campaign.id}`,
      token,
      payload: { creatives: [{ type: 'vast', name: 'Pre-roll', vast_xml: comments(5_000) }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'creatives.0.vast_xml': messagesEn['validation.vastXml'] });
  });

  it('accepts a VAST document with a declaration and a comment before the root', async () => {
    const res = await post(`\n${VALID}\n`);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [creative] = (res.body.ext as { creatives: { vast_xml: string }[] }).creatives;
    expect(creative?.vast_xml).toBe(VALID);
  });
});
