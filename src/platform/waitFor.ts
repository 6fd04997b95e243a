/** Polls `test` every 50 ms until it holds or `timeoutMs` passed; whether it held. */
export async function waitFor(test: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = performance.now() + timeoutMs;
  while (!test()) {
    if (performance.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}
