export * from './actions.ts';
export * from './dry-run.ts';
export * from './messages-optimization.ts';
export * from './rule-fields.ts';
export * from './rules.ts';
