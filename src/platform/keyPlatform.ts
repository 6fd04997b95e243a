/** How the shortcut help writes keys: Apple platforms use ⌘ for the command key. */
import type { KeyPlatform } from '../domain/editor/keyboard';

export function keyPlatform(): KeyPlatform {
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ??
    navigator.platform;
  return /mac|iphone|ipad|ipod/i.test(platform) ? 'mac' : 'other';
}
