import { fuzzSuite } from './fuzz-harness.ts';

fuzzSuite('optimization');
