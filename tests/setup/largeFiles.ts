/** Vitest global setup: makes sure the large synthetic files exist before the tests run. */
import { ensureLargeFiles } from '../largeFiles';

export default function setup(): void {
  if (!ensureLargeFiles())
    throw new Error(
      '../shared/fixtures/make-large.mjs is missing: the large-file tests cannot run',
    );
}
