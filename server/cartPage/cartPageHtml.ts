/**
 * The shopping-cart page's HTML (README "The shopping-cart page"): the caller's items with their
 * thumbnails, size, options, quantity and price, an Edit link into the designer (`cId`) and a
 * Remove button, and the total, in the visitor's language (cartPagePhrases.ts). Every value is
 * escaped; the page loads nothing but its own script (cartPageScript.ts) and the owner-only
 * design-file thumbnails.
 */
import type { CartItem } from '../../src/domain/designs/protocol';
import { interpolate } from '../../src/domain/interpolate';
import { formatCount, formatUsd } from '../../src/domain/money';
import { sizeLabel } from '../../src/domain/sizeLabel';
import { MeasurementUnit } from '../../src/domain/units';
import type { CartPagePhrases } from './cartPagePhrases';
import { ENGLISH_CART_PAGE } from './cartPagePhrases';

/** One item as the page shows it. */
export interface CartPageItem {
  item: CartItem;
  /** "Material: 13 oz vinyl" lines, from the catalogue's names. */
  options: string[];
  /** Whether the designer can reopen it (not the accessory product). */
  editable: boolean;
}

/** The page's words and language. */
export interface CartPageLanguage {
  /** BCP 47 code of the words (the page's `lang`). */
  code: string;
  phrases: CartPagePhrases;
  /** The spec's `cartRefreshKey` text: shown when Remove fails (spec shell §8). */
  refreshMessage: string;
}

export const ENGLISH_CART_PAGE_LANGUAGE: CartPageLanguage = {
  code: 'en',
  phrases: ENGLISH_CART_PAGE,
  refreshMessage: 'Your cart changed. Refresh the page to see it as it is now.',
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2933;background:#f5f7fa}
header{background:#fff;border-bottom:1px solid #e4e7eb;padding:1rem 1.5rem;display:flex;align-items:center;justify-content:space-between;gap:1rem}
header a{color:#0b5cad;font-weight:600;text-decoration:none}
main{max-width:68rem;margin:0 auto;padding:1.5rem}
h1{font-size:1.75rem;margin:0 0 1rem}
ul{list-style:none;margin:0;padding:0;display:grid;gap:1rem}
li.item{background:#fff;border:1px solid #e4e7eb;border-radius:12px;padding:1rem;display:grid;grid-template-columns:160px 1fr auto;gap:1rem;align-items:start}
.thumb{width:160px;height:120px;border-radius:8px;background:#eef1f5;display:flex;align-items:center;justify-content:center;overflow:hidden}
.thumb img{max-width:100%;max-height:100%;object-fit:contain}
.thumb span{color:#7b8794;font-size:.85rem}
h2{font-size:1.15rem;margin:0 0 .25rem}
dl{margin:0;display:grid;grid-template-columns:max-content 1fr;gap:.15rem .75rem;font-size:.95rem}
dt{color:#616e7c}dd{margin:0}
.side{text-align:right;display:flex;flex-direction:column;gap:.5rem;align-items:flex-end}
.price{font-size:1.25rem;font-weight:700}
.actions{display:flex;gap:.5rem}
.actions a,.actions button{font:inherit;font-size:.95rem;padding:.4rem .9rem;border-radius:8px;cursor:pointer;text-decoration:none}
.actions a{background:#0b5cad;color:#fff;border:1px solid #0b5cad}
.actions button{background:#fff;color:#b42318;border:1px solid #e4b4ae}
.actions button:disabled{opacity:.5;cursor:wait}
.total{margin-top:1.5rem;background:#fff;border:1px solid #e4e7eb;border-radius:12px;padding:1rem 1.25rem;display:flex;justify-content:space-between;font-size:1.2rem;font-weight:700}
.empty{background:#fff;border:1px solid #e4e7eb;border-radius:12px;padding:2rem;text-align:center}
.empty a{color:#0b5cad;font-weight:600}
[role=alert]{color:#b42318;margin:0 0 .75rem}
@media (max-width:640px){
main{padding:1rem}
li.item{grid-template-columns:96px 1fr}
.thumb{width:96px;height:80px}
.side{grid-column:1/-1;flex-direction:row;justify-content:space-between;align-items:center;text-align:left}
}`;

function itemHtml({ item, options, editable }: CartPageItem, p: CartPagePhrases): string {
  const thumb = item.thumbnail ?? item.designPng;
  const product = { product: item.productName };
  const picture = thumb
    ? `<img src="${escapeHtml(thumb)}" alt="${escapeHtml(interpolate(p.designOf, product))}" loading="lazy">`
    : `<span>${escapeHtml(p.noPreview)}</span>`;
  const unit = item.measurementUnit === 5 ? MeasurementUnit.Feet : MeasurementUnit.Inch;
  const rows = [
    [p.size, sizeLabel(item.width, item.height, unit)],
    ...options.map((o) => {
      const at = o.indexOf(': ');
      return [o.slice(0, at), o.slice(at + 2)];
    }),
    [p.quantity, formatCount(item.quantity)],
  ]
    .map(([k, v]) => `<dt>${escapeHtml(k ?? '')}</dt><dd>${escapeHtml(v ?? '')}</dd>`)
    .join('');
  const edit = editable
    ? `<a href="/designer/?cId=${encodeURIComponent(item.id)}">${escapeHtml(p.edit)}</a>`
    : '';
  return `<li class="item" data-id="${escapeHtml(item.id)}">
<div class="thumb">${picture}</div>
<div><h2>${escapeHtml(item.productName)}</h2><dl>${rows}</dl></div>
<div class="side"><div class="price">${escapeHtml(formatUsd(item.price))}</div>
<div class="actions">${edit}<button type="button" data-remove="${escapeHtml(item.id)}" aria-label="${escapeHtml(interpolate(p.removeProduct, product))}">${escapeHtml(p.remove)}</button></div></div>
</li>`;
}

/** The whole page, in `language` (English by default). */
export function cartPageHtml(
  items: CartPageItem[],
  scriptPath: string,
  language: CartPageLanguage = ENGLISH_CART_PAGE_LANGUAGE,
): string {
  const p = language.phrases;
  const total = items.reduce((sum, i) => sum + Math.round(i.item.price * 100), 0) / 100;
  const body =
    items.length === 0
      ? `<p class="empty">${escapeHtml(p.empty)} <a href="/designer/">${escapeHtml(p.startDesigning)}</a></p>`
      : `<ul>${items.map((i) => itemHtml(i, p)).join('\n')}</ul>
<p class="total"><span>${escapeHtml(p.total)}</span><span data-total>${escapeHtml(formatUsd(total))}</span></p>`;
  const count = interpolate(items.length === 1 ? p.item : p.items, {
    n: formatCount(items.length),
  });
  return `<!doctype html><html lang="${escapeHtml(language.code)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(p.title)}</title><style>${STYLE}</style></head>
<body><header><a href="/designer/">${escapeHtml(p.backToDesigner)}</a><span>${escapeHtml(count)}</span></header>
<main><h1>${escapeHtml(p.title)}</h1><p role="alert" id="cart-error" data-message="${escapeHtml(language.refreshMessage)}"></p>${body}</main>
<script src="${escapeHtml(scriptPath)}" defer></script></body></html>`;
}
