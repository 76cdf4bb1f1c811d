import type { SiteBody, ZoneCreateBody, ZoneUpdateBody } from '@panel/contract';

export const siteExamples: SiteBody[] = [
  { name: 'Cooking tips', url: 'https://cooking.example.com', category_id: 3 },
  { name: 'Recipe app landing', url: 'https://app.recipes.example.org/welcome' },
];

/** Site 1 is some publisher's first site: for anyone else the answer is the 400 naming `site_id`. */
export const zoneCreateExamples: ZoneCreateBody[] = [
  { site_id: 1, name: 'Homepage popunder', ad_format: 'popunder' },
  { site_id: 1, name: 'Sidebar rectangle', ad_format: '300x250' },
  { site_id: 1, name: 'Footer HTML box', ad_format: 'html tag', width: 640, height: 90 },
];

export const zoneUpdateExamples: ZoneUpdateBody[] = [{ name: 'Homepage popunder (all pages)' }];
