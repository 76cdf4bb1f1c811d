import { fuzzSuite } from './fuzz-harness.ts';

fuzzSuite('tracking');
