/**
 * A family in the font picker, shown in its own face once that face is loaded and verified:
 * only rows on screen load (an IntersectionObserver), so opening the list of 87 families fetches
 * a dozen faces, not all of them.
 */
import { useEffect, useRef, useState } from 'react';
import { useEditor } from '../editor';

export function FontRow(props: { name: string; current: boolean; onChoose(name: string): void }) {
  const controller = useEditor();
  const ref = useRef<HTMLButtonElement>(null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || loaded) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      void controller.text.preview(props.name).then((r) => setLoaded(r?.ok === true));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [controller, props.name, loaded]);
  return (
    <button
      ref={ref}
      type="button"
      role="option"
      aria-selected={props.current}
      className="font-row"
      data-loaded={loaded}
      style={loaded ? { fontFamily: `"${props.name}"` } : undefined}
      onClick={() => props.onChoose(props.name)}
    >
      {props.name}
    </button>
  );
}
