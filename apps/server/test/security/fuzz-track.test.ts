import { fuzzSuite } from './fuzz-harness.ts';

fuzzSuite('track');
