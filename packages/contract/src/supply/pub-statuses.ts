import { defineStateMachine } from '../campaigns/state-machine.ts';

/** Sites and zones share one life cycle (spec section 6: start, stop, archive). */
export const PUB_STATUSES = ['active', 'stopped', 'archived'] as const;
export type PubStatus = (typeof PUB_STATUSES)[number];

/** The actions of PUT /api/v1/pub/{sites|zones}/{id}/status/{action}. */
export const PUB_STATUS_ACTIONS = ['start', 'stop', 'archive'] as const;
export type PubStatusAction = (typeof PUB_STATUS_ACTIONS)[number];
/** `edit` guards PUT /{id}: an archived site or zone stays as it was archived. */
export type PubAction = PubStatusAction | 'edit';

/**
 * A new site or zone is active: a publisher creates it to paste its tag, so it serves at once.
 * Archive is final, as on ExoClick: the tags already pasted stop serving for good, and a
 * publisher who wants the place back makes a new zone (with a new tag) instead of reviving one
 * whose old tag may still sit on pages nobody watches.
 */
export const PUB_MACHINE = defineStateMachine<PubStatus, PubAction>({
  start: { from: ['stopped'], to: 'active' },
  stop: { from: ['active'], to: 'stopped' },
  archive: { from: ['active', 'stopped'], to: 'archived' },
  edit: { from: ['active', 'stopped'] },
});
