import {
  ENGLISH_MESSAGES,
  fromMicros,
  type MessageCatalog,
  referenceName,
  SSP_PARSERS,
  type SspEndpoint,
  sspEndpointStatusId,
} from '@panel/contract';
import type { sspEndpoints } from '../../db/supply-schema.ts';

export type EndpointRow = typeof sspEndpoints.$inferSelect;

/**
 * The address an SSP sends bid requests to: the parser's template on this server's public
 * address. Only `{host}` and `{endpoint_id}` are ours to fill; the other placeholders are the
 * SSP's macros, which it replaces on every request.
 */
export function endpointUrl(publicUrl: string, parserId: number, id: number): string {
  const template =
    SSP_PARSERS.find((p) => p.id === parserId)?.url_template ?? 'https://{host}/rtb/{endpoint_id}';
  return template.replace('https://{host}', publicUrl).replace('{endpoint_id}', String(id));
}

/** The protocol's name in a language ('XML feed' is a word in each; 'OpenRTB 2.6' stays). */
export function parserName(parserId: number, catalog: MessageCatalog = ENGLISH_MESSAGES): string {
  const parser = SSP_PARSERS.find((p) => p.id === parserId);
  return parser ? referenceName('ssp_parsers', parser, catalog) : '';
}

/** An endpoint as the request's language names its protocol. */
export const inLanguage = (endpoint: SspEndpoint, catalog: MessageCatalog): SspEndpoint =>
  catalog.language === 'en'
    ? endpoint
    : { ...endpoint, parser_name: parserName(endpoint.parser_id, catalog) };

export function toEndpoint(row: EndpointRow, sspName: string, publicUrl: string): SspEndpoint {
  return {
    id: row.id,
    name: row.name,
    ssp_id: row.sspId,
    ssp_name: sspName,
    parser_id: row.parserId,
    parser_name: parserName(row.parserId),
    ad_formats: row.adFormats,
    countries: row.countries,
    qps_limit: row.qpsLimit,
    bid_floor: fromMicros(row.bidFloorMicros),
    require_token: row.requireToken,
    status: row.status,
    status_id: sspEndpointStatusId(row.status),
    url: endpointUrl(publicUrl, row.parserId, row.id),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
