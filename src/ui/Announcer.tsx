/**
 * The polite live region: what a command did, said to screen readers without moving the focus
 * ("Text added", "Moved right 10 px"). One region for the page; `useAnnounce()` outside the
 * provider does nothing (tests that mount a part alone).
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';

type Announce = (message: string) => void;

const AnnounceContext = createContext<Announce>(() => undefined);

/** Says `message` politely; the same message twice in a row is said twice. */
export const useAnnounce = (): Announce => useContext(AnnounceContext);

export function AnnouncerProvider(props: { children: ReactNode }) {
  const [said, setSaid] = useState({ message: '', count: 0 });
  const count = useRef(0);
  const announce = useCallback<Announce>((message) => {
    count.current += 1;
    setSaid({ message, count: count.current });
  }, []);
  const value = useMemo(() => announce, [announce]);
  return (
    <AnnounceContext.Provider value={value}>
      {props.children}
      <div className="visually-hidden" role="status" aria-live="polite" data-testid="announcer">
        {/* A new element per message: screen readers say a repeated text again. */}
        <span key={said.count}>{said.message}</span>
      </div>
    </AnnounceContext.Provider>
  );
}
