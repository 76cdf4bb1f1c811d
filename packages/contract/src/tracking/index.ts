export * from './conversion.ts';
export * from './messages-tracking.ts';
export * from './postbacks.ts';
export * from './retargeting.ts';
