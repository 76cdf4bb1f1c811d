import { describe, expect, it } from 'vitest';
import { describeStates } from './state-machine.ts';
import {
  CAMPAIGN_MACHINE,
  CREATIVE_ACTIONS,
  CREATIVE_MACHINE,
  CREATIVE_MODERATION_ACTIONS,
} from './statuses.ts';

describe('campaign state machine', () => {
  it.each([
    ['draft', 'start', 'active'],
    ['paused', 'start', 'active'],
    ['active', 'stop', 'paused'],
    ['draft', 'archive', 'archived'],
    ['active', 'archive', 'archived'],
    ['paused', 'archive', 'archived'],
    ['archived', 'dearchive', 'paused'],
    ['paused', 'edit', 'paused'],
  ] as const)('%s --%s--> %s', (from, action, to) => {
    expect(CAMPAIGN_MACHINE.canTransition(from, action)).toBe(true);
    expect(CAMPAIGN_MACHINE.next(from, action)).toBe(to);
  });

  it.each([
    ['active', 'start'],
    ['archived', 'start'],
    ['draft', 'stop'],
    ['paused', 'stop'],
    ['archived', 'stop'],
    ['archived', 'archive'],
    ['draft', 'dearchive'],
    ['archived', 'edit'],
  ] as const)('%s cannot %s', (from, action) => {
    expect(CAMPAIGN_MACHINE.canTransition(from, action)).toBe(false);
    expect(CAMPAIGN_MACHINE.next(from, action)).toBeNull();
  });

  it('names the states an action starts from, and the actions a state offers', () => {
    expect(describeStates(CAMPAIGN_MACHINE.allowedFrom('start'))).toBe('draft or paused');
    expect(describeStates(CAMPAIGN_MACHINE.allowedFrom('archive'))).toBe('draft, active or paused');
    expect(describeStates(CAMPAIGN_MACHINE.allowedFrom('dearchive'))).toBe('archived');
    expect(CAMPAIGN_MACHINE.actionsFrom('archived')).toEqual(['dearchive']);
    expect(CAMPAIGN_MACHINE.actionsFrom('active')).toEqual(['stop', 'archive', 'edit']);
  });
});

describe('creative state machine', () => {
  it('approves only by moderation, resumes with start, pauses with stop, rejects from anything but rejected', () => {
    expect(CREATIVE_MACHINE.next('pending', 'approve')).toBe('active');
    expect(CREATIVE_MACHINE.next('pending', 'start')).toBeNull();
    expect(CREATIVE_MACHINE.next('paused', 'start')).toBe('active');
    expect(CREATIVE_MACHINE.next('active', 'stop')).toBe('paused');
    expect(CREATIVE_MACHINE.next('pending', 'stop')).toBeNull();
    for (const from of ['active', 'paused', 'rejected'] as const)
      expect(CREATIVE_MACHINE.next(from, 'approve')).toBeNull();
    for (const from of ['pending', 'active', 'paused'] as const)
      expect(CREATIVE_MACHINE.next(from, 'reject')).toBe('rejected');
    expect(CREATIVE_MACHINE.actionsFrom('rejected')).toEqual([]);
  });

  it('gives the advertiser no action that leaves pending except reject', () => {
    const advertiser = CREATIVE_ACTIONS.filter((a) => CREATIVE_MACHINE.canTransition('pending', a));
    expect(advertiser).toEqual(['reject']);
    expect(CREATIVE_MODERATION_ACTIONS).toContain('approve');
    expect(CREATIVE_ACTIONS).not.toContain('approve' as never);
  });
});
