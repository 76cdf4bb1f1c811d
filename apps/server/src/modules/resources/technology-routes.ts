import {
  browserSchema,
  browserVersionSchema,
  browserVersionsQuerySchema,
  connectionTypeSchema,
  deviceTypeSchema,
  hideOtherQuerySchema,
  osSchema,
  osVersionSchema,
  osVersionsQuerySchema,
} from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldError } from '../../lib/http-error.ts';
import { text } from '../../lib/i18n.ts';
import { findBrowserFamily, listBrowserVersions } from './browser-versions.ts';
import { listBrowsers } from './browsers.ts';
import { listConnectionTypes } from './connection-types.ts';
import { listDeviceTypes } from './device-types.ts';
import { listRoute } from './list-route.ts';
import { findOperatingSystem, listOperatingSystems } from './operating-systems.ts';
import { listOsVersions } from './os-versions.ts';

const HIDES_OTHER = "`hide_other=true` drops the 'Other' entry (id 0).";
const unknownId = (field: string) => fieldError(field, text('validation.invalid'));

/** What the traffic runs on: device, connection, operating system and browser. */
export const technologyRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, {
    url: '/resources/device_types',
    names: 'device_types',
    summary: 'Device types: OpenRTB 2.6 DeviceType codes (1 mobile/tablet ... 8 out-of-home)',
    description: `The id is the OpenRTB code; codes from the iab-adcom package. ${HIDES_OTHER}`,
    query: hideOtherQuerySchema,
    item: deviceTypeSchema,
    list: (q) => listDeviceTypes(q.hide_other),
  });
  listRoute(app, {
    url: '/resources/connection_types',
    names: 'connection_types',
    summary: 'Connection types: broadband (1) and cellular (2, the one with carriers)',
    description: `Each covers the OpenRTB 2.6 ConnectionType codes in \`openrtb_codes\`. ${HIDES_OTHER}`,
    query: hideOtherQuerySchema,
    item: connectionTypeSchema,
    list: (q) => listConnectionTypes(q.hide_other),
  });
  listRoute(app, {
    url: '/resources/os',
    names: 'os',
    summary: 'Operating systems: families by AdCOM 1.0 code, with the names ua-parser-js reports',
    description: HIDES_OTHER,
    query: hideOtherQuerySchema,
    item: osSchema,
    list: (q) => listOperatingSystems(q.hide_other),
  });
  listRoute(app, {
    url: '/resources/os_versions',
    summary: 'OS versions, of one OS (`os_id`) or of all, sorted by position (oldest first)',
    description:
      'Windows 7-11, macOS from 10.13 (macos-release), Android from 5 (android-versions), iOS from 12 ' +
      '(caniuse-lite). Other families have no versions. An unknown `os_id` is a 400.',
    query: osVersionsQuerySchema,
    item: osVersionSchema,
    list: (q) => {
      if (q.os_id !== undefined && !findOperatingSystem(q.os_id)) throw unknownId('os_id');
      return listOsVersions(q.os_id);
    },
  });
  listRoute(app, {
    url: '/resources/browsers',
    names: 'browsers',
    summary: 'Browsers: families, with the names ua-parser-js reports',
    description: HIDES_OTHER,
    query: hideOtherQuerySchema,
    item: browserSchema,
    list: (q) => listBrowsers(q.hide_other),
  });
  listRoute(app, {
    url: '/resources/browser_versions',
    summary: 'Browser major versions, of one browser (`browser_id`) or of all, sorted by position',
    description:
      'Versions released since 2020, from caniuse-lite. Yandex, Opera Mini, WebView and IE have none. ' +
      'An unknown `browser_id` is a 400.',
    query: browserVersionsQuerySchema,
    item: browserVersionSchema,
    list: (q) => {
      if (q.browser_id !== undefined && !findBrowserFamily(q.browser_id)) throw unknownId('browser_id');
      return listBrowserVersions(q.browser_id);
    },
  });
};
