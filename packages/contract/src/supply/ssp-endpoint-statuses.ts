import { defineStateMachine } from '../campaigns/state-machine.ts';

export const SSP_ENDPOINT_STATUS_CODES = ['active', 'paused', 'archived'] as const;
export type SspEndpointStatus = (typeof SSP_ENDPOINT_STATUS_CODES)[number];

/** The reference list of PUT /ssp_endpoints/{id}/status/{status_id}: the spec sets status by id. */
export const SSP_ENDPOINT_STATUSES: readonly { id: number; code: SspEndpointStatus; name: string }[] = [
  { id: 1, code: 'active', name: 'Active' },
  { id: 2, code: 'paused', name: 'Paused' },
  { id: 3, code: 'archived', name: 'Archived' },
];

export const sspEndpointStatusById = (id: number) => SSP_ENDPOINT_STATUSES.find((s) => s.id === id);
export const sspEndpointStatusId = (code: SspEndpointStatus) =>
  SSP_ENDPOINT_STATUSES.find((s) => s.code === code)?.id ?? 0;

/**
 * Actions are named after the status they lead to, as the call names the target. Archived
 * endpoints come back paused, never active, so no traffic flows the moment one is restored;
 * `edit` keeps an archived endpoint as it was archived.
 */
export type SspEndpointAction = SspEndpointStatus | 'edit';
export const SSP_ENDPOINT_MACHINE = defineStateMachine<SspEndpointStatus, SspEndpointAction>({
  active: { from: ['paused'], to: 'active' },
  paused: { from: ['active', 'archived'], to: 'paused' },
  archived: { from: ['active', 'paused'], to: 'archived' },
  edit: { from: ['active', 'paused'] },
});

/** The statuses a row's menu offers: every target the machine allows from where it is. */
export const sspEndpointTargets = (from: SspEndpointStatus): SspEndpointStatus[] =>
  SSP_ENDPOINT_STATUS_CODES.filter((to) => SSP_ENDPOINT_MACHINE.canTransition(from, to));
