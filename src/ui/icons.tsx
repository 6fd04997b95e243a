/** Small line icons (24 px grid, currentColor), decorative: labels carry the meaning. */
import type { ReactElement } from 'react';

const paths: Record<string, ReactElement> = {
  products: <path d="M4 7l8-4 8 4v10l-8 4-8-4zM4 7l8 4 8-4M12 11v10" />,
  size: <path d="M4 4h6M4 4v6M20 20h-6M20 20v-6M4 4l16 16" />,
  options: <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4" />,
  stock: <path d="M3 5h18v14H3zM3 15l5-5 4 4 3-3 6 6M15 9h.01" />,
  templates: <path d="M4 4h16v16H4zM4 10h16M10 10v10" />,
  elements: <path d="M7 3l4 7H3zM17 13a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM14 4h7v7h-7z" />,
  text: <path d="M5 5h14M12 5v14M9 19h6" />,
  background: <path d="M3 3h18v18H3zM3 9l6-6M3 15L15 3M3 21L21 3M9 21l12-12M15 21l6-6" />,
  qr: <path d="M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3zM14 14h3v3h-3zM18 18h3v3h-3zM14 20h2M20 14v2" />,
  uploads: <path d="M12 16V4M7 9l5-5 5 5M4 16v4h16v-4" />,
  settings: (
    <path d="M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2" />
  ),
  sun: (
    <path d="M12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM12 2v2M12 20v2M2 12h2M20 12h2M5 5l1.5 1.5M17.5 17.5L19 19M5 19l1.5-1.5M17.5 6.5L19 5" />
  ),
  moon: <path d="M20 14A8 8 0 0 1 10 4a8 8 0 1 0 10 10z" />,
  user: <path d="M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM4 21a8 8 0 0 1 16 0" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  minus: <path d="M5 12h14" />,
  plus: <path d="M5 12h14M12 5v14" />,
  undo: <path d="M9 14L4 9l5-5M4 9h11a5 5 0 0 1 0 10h-4" />,
  redo: <path d="M15 14l5-5-5-5M20 9H9a5 5 0 0 0 0 10h4" />,
  fullscreen: <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />,
  flip: <path d="M12 3v18M8 7l-4 5 4 5M16 7l4 5-4 5" />,
  duplicate: <path d="M8 8h12v12H8zM4 16V4h12" />,
  lock: <path d="M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4" />,
  unlock: <path d="M6 11h12v10H6zM8 11V7a4 4 0 0 1 7.7-1.5" />,
  layers: <path d="M12 3l9 5-9 5-9-5zM3 13l9 5 9-5" />,
  trash: <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />,
  reset: <path d="M4 12a8 8 0 1 0 3-6.3M4 4v5h5" />,
  eye: <path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6z" />,
  download: <path d="M12 4v12M7 11l5 5 5-5M4 20h16" />,
  bold: <path d="M7 4h6a4 4 0 0 1 0 8H7zM7 12h7a4 4 0 0 1 0 8H7z" />,
  italic: <path d="M10 4h8M6 20h8M14 4l-4 16" />,
  underline: <path d="M7 4v7a5 5 0 0 0 10 0V4M5 21h14" />,
  linethrough: (
    <path d="M5 12h14M16 6.5A4 4 0 0 0 12 5c-2.5 0-4 1.4-4 3.2M8 17.5A4 4 0 0 0 12 19c2.5 0 4-1.4 4-3.3" />
  ),
  'text-align-left': <path d="M4 6h16M4 10h10M4 14h16M4 18h10" />,
  'text-align-center': <path d="M4 6h16M7 10h10M4 14h16M7 18h10" />,
  'text-align-right': <path d="M4 6h16M10 10h10M4 14h16M10 18h10" />,
  'text-align-justify': <path d="M4 6h16M4 10h16M4 14h16M4 18h16" />,
  'case-uppercase': (
    <path d="M3 18l4-12 4 12M4.5 14h5M14 18V6h4a3 3 0 0 1 0 6h-4M18 12a3 3 0 0 1 0 6h-4" />
  ),
  'case-lowercase': (
    <path d="M9 12a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM12 11v7M15 6v12M15 15a3 3 0 1 0 6 0 3 3 0 0 0-6 0" />
  ),
  'case-firstLetterUpperCase': (
    <path d="M3 18l4-12 4 12M4.5 14h5M17 12a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM20 11v7" />
  ),
  cart: <path d="M3 4h2l2 12h11l2-8H6M9 20a1 1 0 1 0 0-.01M17 20a1 1 0 1 0 0-.01" />,
  chevronDown: <path d="M6 9l6 6 6-6" />,
  save: <path d="M5 4h11l3 3v13H5zM8 4v5h7V4M8 20v-6h8v6" />,
  help: (
    <path d="M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5h.01" />
  ),
  chat: <path d="M4 5h16v11H9l-5 4zM8 9h8M8 12h5" />,
  more: <path d="M5 12h.01M12 12h.01M19 12h.01" strokeWidth={3.2} />,
  home: <path d="M3 11l9-8 9 8M5 9v11h14V9M10 20v-6h4v6" />,
};

export type IconName = keyof typeof paths;

export function Icon(props: { name: IconName; size?: number }) {
  const size = props.size ?? 22;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[props.name]}
    </svg>
  );
}
