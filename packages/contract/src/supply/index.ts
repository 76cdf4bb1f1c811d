export * from './dsp-list.ts';
export * from './ssp-list.ts';
