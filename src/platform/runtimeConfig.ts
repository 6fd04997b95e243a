/**
 * Runtime configuration served by the server at `<base>/runtime-config.json` (never baked in at
 * build time), so one build runs against any API and CDN.
 */
import type { RuntimeConfig } from '../domain/runtimeConfig';
import { parseRuntimeConfig } from '../domain/runtimeConfig';

export async function fetchRuntimeConfig(baseUrl: string): Promise<RuntimeConfig> {
  const response = await fetch(`${baseUrl}runtime-config.json`, {
    credentials: 'include',
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`runtime-config.json answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
