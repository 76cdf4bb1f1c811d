/** User-facing messages of the publisher calls (validation and errors), spread into messagesEn. */
export const publisherMessagesEn = {
  'validation.zoneSize': 'Enter a whole number of pixels from 1 to 2000',
  'validation.zoneSizeRequired': 'An HTML tag zone needs a width and a height',
  'validation.zoneSizeNone': 'This format has no size: leave width and height empty',
  'validation.zoneSizeFixed': 'A banner zone is the size of its format ({{size}})',
  'validation.pubSite': 'Choose one of your sites that is not archived',
  'errors.siteStart': 'A site can be started only when it is {{states}}.',
  'errors.siteStop': 'A site can be stopped only when it is {{states}}.',
  'errors.siteArchive': 'A site can be archived only when it is {{states}}.',
  'errors.siteEdit': 'An archived site cannot be changed: add a new site instead.',
  'errors.zoneStart': 'A zone can be started only when it is {{states}}.',
  'errors.zoneStop': 'A zone can be stopped only when it is {{states}}.',
  'errors.zoneArchive': 'A zone can be archived only when it is {{states}}.',
  'errors.zoneEdit': 'An archived zone cannot be changed: add a new zone instead.',
} as const;
