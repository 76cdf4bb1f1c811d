import {
  type MessageKey,
  SSP_ENDPOINT_MACHINE,
  type SspEndpoint,
  type SspEndpointAction,
  type SspEndpointValues,
  sspEndpointStatusById,
} from '@panel/contract';
import type { Db } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/http-error.ts';
import { text } from '../../lib/i18n.ts';
import { transitionRefusal } from '../../lib/transition-refusal.ts';
import { findCountry } from '../resources/countries.ts';
import { resolveSsp } from '../ssp/ssp-directory.ts';
import type { EndpointRow } from './endpoint-mapper.ts';
import {
  cloneEndpoint,
  findEndpointRow,
  insertEndpoint,
  setEndpointStatus,
  updateEndpoint,
  withNames,
} from './endpoint-repository.ts';

const MESSAGE: Record<SspEndpointAction, MessageKey> = {
  active: 'errors.sspEndpointActive',
  paused: 'errors.sspEndpointPaused',
  archived: 'errors.sspEndpointArchived',
  edit: 'errors.sspEndpointEdit',
};

/** Checks a schema cannot make: the SSP must be one of the caller's, and each country real. */
async function checkValues(db: Db, advertiserId: number, values: SspEndpointValues) {
  const unknown = values.countries.findIndex((code) => !findCountry(code));
  if (unknown >= 0) throw fieldError(`countries.${unknown}`, text('validation.country'));
  if (!(await resolveSsp(db, advertiserId, values.ssp_id)))
    throw fieldError('ssp_id', text('validation.sspUnknown'));
}

export class EndpointService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
  ) {}

  private async answer(row: EndpointRow): Promise<SspEndpoint> {
    return (await withNames(this.db, [row], this.publicUrl))[0] as SspEndpoint;
  }

  /** A row that was not changed: another account's (or nobody's) is a 404, else the state refused it. */
  private async refusal(advertiserId: number, id: number, action: SspEndpointAction): Promise<never> {
    const exists = (await findEndpointRow(this.db, advertiserId, id)) !== undefined;
    throw transitionRefusal(exists, MESSAGE[action], SSP_ENDPOINT_MACHINE.allowedFrom(action));
  }

  async get(advertiserId: number, id: number) {
    const row = await findEndpointRow(this.db, advertiserId, id);
    if (!row) throw notFound();
    return this.answer(row);
  }

  async create(advertiserId: number, values: SspEndpointValues, status: 'active' | 'paused') {
    await checkValues(this.db, advertiserId, values);
    return this.answer(await insertEndpoint(this.db, advertiserId, values, status));
  }

  async update(advertiserId: number, id: number, values: SspEndpointValues) {
    // An unknown id is a 404 before any 400 about the body's SSP, as for every owned row.
    if (!(await findEndpointRow(this.db, advertiserId, id))) throw notFound();
    await checkValues(this.db, advertiserId, values);
    const row = await updateEndpoint(this.db, advertiserId, id, values);
    return row ? this.answer(row) : this.refusal(advertiserId, id, 'edit');
  }

  async clone(advertiserId: number, id: number) {
    const row = await cloneEndpoint(this.db, advertiserId, id);
    if (!row) throw notFound();
    return this.answer(row);
  }

  async setStatus(advertiserId: number, id: number, statusId: number) {
    const target = sspEndpointStatusById(statusId);
    if (!target) throw fieldError('status_id', text('validation.sspEndpointStatusId'));
    const row = await setEndpointStatus(this.db, advertiserId, id, target.code);
    return row ? this.answer(row) : this.refusal(advertiserId, id, target.code);
  }
}
