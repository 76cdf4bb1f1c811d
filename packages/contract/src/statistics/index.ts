export * from './cubes.ts';
export * from './metrics.ts';
export * from './query.ts';
export * from './report.ts';
export * from './time.ts';
