/**
 * Where simulated users come from. Shares are a rounded picture of open-auction web traffic as the
 * large pop, push and display exchanges publish it (the US first, then India, Brazil, Indonesia
 * and western Europe; a long tail after): not exact, but a dashboard grouped by country then
 * looks like a real one, and tier 1 and tier 3 campaigns both find traffic.
 *
 * Languages are the ones a browser of that country usually sends first (a second one for
 * bilingual markets). Carriers are the largest mobile networks of each country as MCC-MNC pairs
 * of ITU E.212 (the ids /resources/carriers is built from); a test checks each against
 * `mcc-mnc-list`, the package the server reads them from.
 */
export interface CountryTraffic {
  /** ISO 3166-1 alpha-2. */
  code: string;
  share: number;
  languages: readonly string[];
  /** `MCC-MNC`, the form OpenRTB 2.6 `device.mccmnc` takes. */
  carriers: readonly string[];
}

export const COUNTRY_TRAFFIC: readonly CountryTraffic[] = [
  { code: 'US', share: 18, languages: ['en-US', 'es-US'], carriers: ['310-410', '311-480', '310-260'] },
  { code: 'IN', share: 9, languages: ['en-IN', 'hi-IN'], carriers: ['405-857', '404-10', '404-20'] },
  { code: 'BR', share: 6, languages: ['pt-BR'], carriers: ['724-05', '724-06', '724-02'] },
  { code: 'ID', share: 5, languages: ['id-ID'], carriers: ['510-10', '510-01', '510-11'] },
  { code: 'DE', share: 4, languages: ['de-DE'], carriers: ['262-01', '262-02', '262-03'] },
  { code: 'GB', share: 4, languages: ['en-GB'], carriers: ['234-10', '234-15', '234-30'] },
  { code: 'FR', share: 3.5, languages: ['fr-FR'], carriers: ['208-01', '208-10', '208-20'] },
  { code: 'RU', share: 3.5, languages: ['ru-RU'], carriers: ['250-01', '250-02', '250-99'] },
  { code: 'MX', share: 3, languages: ['es-MX'], carriers: ['334-020', '334-050'] },
  { code: 'JP', share: 3, languages: ['ja-JP'], carriers: ['440-10', '440-20', '440-50'] },
  { code: 'PH', share: 2.5, languages: ['en-PH', 'fil-PH'], carriers: ['515-02', '515-03'] },
  { code: 'VN', share: 2.5, languages: ['vi-VN'], carriers: ['452-04', '452-01'] },
  { code: 'TR', share: 2.5, languages: ['tr-TR'], carriers: ['286-01', '286-02'] },
  { code: 'IT', share: 2, languages: ['it-IT'], carriers: ['222-01', '222-10', '222-88'] },
  { code: 'ES', share: 2, languages: ['es-ES'], carriers: ['214-07', '214-01', '214-03'] },
  { code: 'TH', share: 2, languages: ['th-TH'], carriers: ['520-03', '520-04'] },
  { code: 'CA', share: 2, languages: ['en-CA', 'fr-CA'], carriers: ['302-720', '302-610', '302-220'] },
  { code: 'PL', share: 1.5, languages: ['pl-PL'], carriers: ['260-02', '260-03', '260-01'] },
  { code: 'EG', share: 1.5, languages: ['ar-EG'], carriers: ['602-01', '602-02'] },
  { code: 'PK', share: 1.5, languages: ['en-PK', 'ur-PK'], carriers: ['410-01', '410-06'] },
  { code: 'NG', share: 1.5, languages: ['en-NG'], carriers: ['621-30', '621-20'] },
  { code: 'BD', share: 1.2, languages: ['bn-BD'], carriers: ['470-01', '470-02'] },
  { code: 'AR', share: 1.2, languages: ['es-AR'], carriers: ['722-310', '722-070', '722-341'] },
  { code: 'CO', share: 1.2, languages: ['es-CO'], carriers: ['732-101', '732-123'] },
  { code: 'KR', share: 1.2, languages: ['ko-KR'], carriers: ['450-05', '450-08'] },
  { code: 'AU', share: 1.2, languages: ['en-AU'], carriers: ['505-01', '505-02'] },
  { code: 'SA', share: 1, languages: ['ar-SA'], carriers: ['420-01', '420-03'] },
  { code: 'UA', share: 1, languages: ['uk-UA', 'ru-UA'], carriers: ['255-01', '255-03'] },
  { code: 'MY', share: 1, languages: ['ms-MY', 'en-MY'], carriers: ['502-12', '502-13'] },
  { code: 'NL', share: 1, languages: ['nl-NL'], carriers: ['204-08', '204-16'] },
  { code: 'ZA', share: 1, languages: ['en-ZA'], carriers: ['655-01', '655-10'] },
  { code: 'AT', share: 0.5, languages: ['de-AT'], carriers: ['232-01', '232-03'] },
];

/** Accept-Language as a browser of that language sends it: its locale, the bare language, then English. */
export function acceptLanguage(locale: string): string {
  const language = locale.split('-')[0] ?? locale;
  return language === 'en' ? `${locale},en;q=0.9` : `${locale},${language};q=0.9,en;q=0.8`;
}
