export * from './dsp-list.ts';
export * from './guest-token.ts';
export * from './guest-token-list.ts';
export * from './partner-code.ts';
export * from './ssp-list.ts';
