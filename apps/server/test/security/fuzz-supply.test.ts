import { fuzzSuite } from './fuzz-harness.ts';

fuzzSuite('supply');
