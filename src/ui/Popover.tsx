/**
 * A button that opens a small panel below it (colour pickers, outline settings): closes on
 * Escape, on a click outside, and when the button is pressed again; focus returns to the button.
 * The panel is drawn over the page (a portal, fixed at the button, kept on screen), so a
 * toolbar that scrolls sideways does not clip it.
 */
import type { CSSProperties, ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

/** Gap kept between the panel and the viewport's edges, px. */
const EDGE_PX = 8;
/** Width the panel is kept on screen for when its own is not given, px. */
const DEFAULT_WIDTH_PX = 280;

function placeBelow(button: HTMLElement | null, width: number | undefined): CSSProperties {
  const r = button?.getBoundingClientRect();
  if (!r) return {};
  // A given width shrinks to the screen (a 390 px phone), edges kept.
  const shown = Math.min(width ?? DEFAULT_WIDTH_PX, window.innerWidth - 2 * EDGE_PX);
  const maxLeft = window.innerWidth - EDGE_PX - shown;
  return {
    position: 'fixed',
    top: r.bottom + 4,
    left: Math.max(EDGE_PX, Math.min(r.left, maxLeft)),
    ...(width === undefined ? {} : { width: shown, boxSizing: 'border-box' }),
    maxHeight: window.innerHeight - r.bottom - 4 - EDGE_PX,
    overflowY: 'auto',
  };
}

export function Popover(props: {
  label: string;
  buttonContent: ReactNode;
  buttonClassName?: string;
  disabled?: boolean;
  /** The panel's width, px (at most the screen's less its edges); unset: its content's. */
  width?: number;
  /**
   * Moves focus into the panel when it opens, so a keyboard or screen-reader user reads it and
   * tabs through it next (panels of text; a panel with a field focuses that field itself).
   */
  focusOnOpen?: boolean;
  /** Closes the panel after a click inside it (a menu whose items act or navigate). */
  closeOnPanelClick?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    if (open && props.focusOnOpen) panel.current?.focus();
  }, [open, props.focusOnOpen]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!root.current?.contains(target) && !panel.current?.contains(target)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // Escape closes the panel only: it must not also deselect on the canvas behind it.
      e.stopPropagation();
      e.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onDown, true);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('pointerdown', onDown, true);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [open]);
  return (
    <div className="popover" ref={root}>
      <button
        ref={button}
        type="button"
        className={props.buttonClassName ?? 'tool-button'}
        aria-label={props.label}
        title={props.label}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        disabled={props.disabled}
        onClick={() => setOpen(!open)}
      >
        {props.buttonContent}
      </button>
      {open
        ? createPortal(
            <div
              className="popover-panel"
              id={id}
              role="dialog"
              aria-label={props.label}
              ref={panel}
              tabIndex={props.focusOnOpen ? -1 : undefined}
              onClick={props.closeOnPanelClick ? () => setOpen(false) : undefined}
              style={placeBelow(button.current, props.width)}
            >
              {props.children}
            </div>,
            document.body,
          )
        : null}
    </div>
  );
}
