import { fuzzSuite } from './fuzz-harness.ts';

fuzzSuite('campaign-lists');
