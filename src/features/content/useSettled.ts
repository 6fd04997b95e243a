/** A search text, once it has not changed for 400 ms (spec canvas §5: search delay). */
import { useEffect, useState } from 'react';
import { TUNABLES } from '../../domain/tunables';

export function useSettled(value: string, delayMs = TUNABLES.products.searchDelayMs): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
