import { existsSync, readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * CI keeps only what the run prints, not test-results/: for a failed flow this prints what the
 * page showed (Playwright's error context, an accessibility snapshot) and, at the end, the
 * slowest requests the server logged, so a failure on a busy machine says where the time went.
 */
export default class FailureReporter implements Reporter {
  #failed = 0;

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    this.#failed++;
    const context = result.attachments.find(
      (a) => a.name === 'error-context' && a.path && existsSync(a.path),
    );
    const text = context?.path ? readFileSync(context.path, 'utf8') : '';
    // The page's accessibility snapshot is the yaml block of the error context.
    const start = text.indexOf('```yaml');
    const snapshot = start < 0 ? '(no page snapshot)' : text.slice(start, text.indexOf('```', start + 7) + 3);
    console.log(
      `\n--- what the page showed when "${test.title}" failed ---\n${snapshot.slice(0, 8_000)}\n---`,
    );
  }

  onEnd() {
    if (this.#failed === 0) return;
    const file = process.env.PANEL_E2E_LOG ?? '';
    if (!existsSync(file)) return;
    const urls = new Map<string, string>();
    const timed: { ms: number; at: number; id: string }[] = [];
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.startsWith('{')) continue;
      try {
        const entry = JSON.parse(line);
        if (entry.req) urls.set(entry.reqId, `${entry.req.method} ${entry.req.url}`);
        if (typeof entry.responseTime === 'number')
          timed.push({ ms: entry.responseTime, at: entry.time, id: entry.reqId });
      } catch {
        // a line cut short by the server's exit
      }
    }
    timed.sort((a, b) => b.ms - a.ms);
    console.log('\nSlowest server requests of the run:');
    for (const t of timed.slice(0, 15)) {
      const at = new Date(t.at).toISOString().slice(11, 19);
      console.log(`  ${Math.round(t.ms)} ms at ${at}  ${(urls.get(t.id) ?? t.id).slice(0, 140)}`);
    }
  }
}
