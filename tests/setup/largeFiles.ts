/**
 * Vitest global setup: makes sure the large synthetic files exist before the tests run. A missing
 * or failing tests/corpus/make-large.mjs fails the run: no large-file test is ever skipped.
 */
import { ensureLargeFiles } from '../largeFiles';

export default function setup(): void {
  ensureLargeFiles();
}
