/**
 * Rich text from the server, rendered safely: the HTML is parsed (never injected) and only a
 * small subset is rebuilt as React elements — p, br, strong, b, em, i, u, ul, ol, li, kbd, and
 * a with an http(s) or root-relative href (opening in a new tab). Any other element keeps only
 * its text; attributes, scripts, styles and event handlers are dropped.
 */
import type { ReactNode } from 'react';
import { createElement } from 'react';

const ALLOWED = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'kbd', 'a']);
/** Whose content is dropped with them, not kept as text. */
const DROPPED = new Set(['script', 'style', 'template', 'iframe', 'object', 'noscript']);

function safeHref(href: string | null): string | null {
  if (href === null) return null;
  return /^(https?:\/\/|\/(?!\/))/i.test(href.trim()) ? href.trim() : null;
}

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(el.childNodes, (c, i) => convert(c, `${key}.${i}`));
  if (!ALLOWED.has(tag)) return createElement('span', { key }, ...children);
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = safeHref(el.getAttribute('href'));
    if (href === null) return createElement('span', { key }, ...children);
    return createElement(
      'a',
      { key, href, target: '_blank', rel: 'noopener noreferrer' },
      ...children,
    );
  }
  return createElement(tag, { key }, ...children);
}

export function RichText(props: { html: string; className?: string }) {
  const body = new DOMParser().parseFromString(props.html, 'text/html').body;
  return (
    <div className={props.className}>
      {Array.from(body.childNodes, (c, i) => convert(c, String(i)))}
    </div>
  );
}
