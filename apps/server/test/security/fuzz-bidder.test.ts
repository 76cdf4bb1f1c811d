import { fuzzSuite } from './fuzz-harness.ts';

fuzzSuite('bidder');
