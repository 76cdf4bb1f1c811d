import { DeviceType, OperatingSystem } from 'iab-adcom/enum';
import { describe, expect, it } from 'vitest';
import {
  carrierOf,
  connectionOf,
  countryOf,
  languageOf,
  osByOpenRtbName,
  regionOf,
  uaInfo,
} from '../../../src/modules/bidder/openrtb/resolvers.ts';
import { canonicalCarrier, carrierName } from '../../../src/modules/resources/carriers.ts';

describe('what a bid request says, as reference ids', () => {
  it('countries from alpha-3 (OpenRTB) or alpha-2; unknown codes are ""', () => {
    expect(['USA', 'deu', 'GB', 'XXX', 'U', 7].map(countryOf)).toEqual(['US', 'DE', 'GB', '', '', '']);
  });

  it('regions with or without their country, first level only', () => {
    expect(regionOf('US', 'CA')).toBe('US-CA');
    expect(regionOf('US', 'US-NY')).toBe('US-NY');
    expect(regionOf('US', 'GB-ENG')).toBe('');
    expect(regionOf('US', 'ZZ')).toBe('');
    expect(regionOf('', 'CA')).toBe('');
  });

  it('languages by their primary subtag: two letters only', () => {
    expect(languageOf('pt-BR').code).toBe('pt');
    expect(languageOf('de-DE,de;q=0.9').code).toBe('de');
    // Filipino has no ISO 639-1 code: it is not Finnish.
    expect(languageOf('fil-PH')).toEqual({ id: 0, code: '' });
    expect(languageOf('zz')).toEqual({ id: 0, code: '' });
  });

  it('carriers by MCC-MNC, only in the user’s country', () => {
    expect(carrierOf('234-30', 'GB')).toBe(23430826);
    expect(carrierOf('23430', 'GB')).toBe(23430826);
    expect(carrierOf('234-30', 'US')).toBe(0);
    expect(carrierOf('not-a-code', 'GB')).toBe(0);
    // A brand's other pairs resolve to the carrier the list shows for it: EE is 234-30, also
    // from 234-33 and 234-34; a campaign that saved the id of 234-33 earlier buys the same.
    expect(carrierOf('234-33', 'GB')).toBe(23430826);
    expect(canonicalCarrier(23433826)).toBe(23430826);
    expect(carrierName(23434826)).toBe('EE');
    // Railway radio and Vodafone's test network are no carriers a campaign can buy.
    expect(carrierOf('234-12', 'GB')).toBe(0);
    expect(carrierOf('262-09', 'DE')).toBe(0);
    expect(canonicalCarrier(26209276)).toBeUndefined();
  });

  it('connection types from OpenRTB codes: wifi is broadband, 4G cellular', () => {
    expect([2, 6, 0, 99, 'x'].map(connectionOf)).toEqual([1, 2, 0, 0, 0]);
  });

  it('OS, browser and device from the user agent, and from device.os when there is none', () => {
    const iphone = uaInfo(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    );
    expect(iphone).toMatchObject({ os: OperatingSystem.IOS, browser: 3, deviceType: DeviceType.PHONE });
    expect(iphone.osVersion).toBeGreaterThan(0);
    expect(uaInfo('')).toEqual({ os: 0, osVersion: 0, browser: 0, browserVersion: 0, deviceType: 0 });
    expect(osByOpenRtbName('Android', '14').os).toBe(OperatingSystem.ANDROID);
    expect(osByOpenRtbName('OS X', '10.6').os).toBe(OperatingSystem.MAC_OS);
  });
});
