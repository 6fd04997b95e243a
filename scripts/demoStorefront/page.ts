/**
 * The demo storefront's pages: a product page that embeds the designer through the SDK (live
 * price, add to cart, the exported files shown), and a third-party page the tests frame beside
 * it (its messages must be ignored, and nothing may be posted to it).
 */

/** `origin` as it may appear in the page: an http(s) origin, nothing else. */
function checkedOrigin(origin: string): string {
  const url = new URL(origin);
  if (!/^https?:$/.test(url.protocol) || url.origin !== origin)
    throw new Error(`not an origin: ${origin}`);
  return url.origin;
}

export function productPage(designerOrigin: string, productId: number): string {
  const origin = checkedOrigin(designerOrigin);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo storefront: custom banner</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; color: #1d2433; background: #f6f7fb; }
  header { background: #1d2433; color: #fff; padding: 0.75rem 1.25rem; font-weight: 600; }
  main { display: grid; grid-template-columns: minmax(0, 1fr) 18rem; gap: 1rem; padding: 1rem; }
  #designer { height: 44rem; background: #fff; border-radius: 0.5rem; overflow: hidden; }
  aside { background: #fff; border-radius: 0.5rem; padding: 1rem; align-self: start; }
  #price { font-size: 1.75rem; font-weight: 700; display: block; margin: 0.25rem 0 1rem; }
  button { font: inherit; padding: 0.6rem 1rem; border-radius: 0.4rem; border: 0; background: #0b63ce; color: #fff; width: 100%; }
  button:disabled { opacity: 0.6; }
  #files img { max-width: 100%; border: 1px solid #ccd; margin-top: 0.5rem; background: #fff; }
  @media (max-width: 700px) { main { grid-template-columns: 1fr; } #designer { height: 36rem; } }
</style></head>
<body>
<header>Demo storefront</header>
<main>
  <div id="designer"></div>
  <aside>
    <h1>Custom vinyl banner</h1>
    <span>Price</span><output id="price" aria-live="polite">…</output>
    <button id="add" type="button" disabled>Add to cart</button>
    <p id="status" role="status"></p>
    <div id="files" aria-label="Exported design files"></div>
  </aside>
</main>
<script type="module">
  import { createDesigner } from '${origin}/designer/embed.js';
  const state = { events: [], exported: [] };
  window.storefront = state;
  const $ = (id) => document.getElementById(id);
  const productId = Number(new URLSearchParams(location.search).get('productId') ?? ${productId});
  const designer = createDesigner({ container: $('designer'), origin: '${origin}', productId });
  state.designer = designer;
  const log = (type, detail) => state.events.push({ type, detail });
  designer.on('ready', (d) => { log('ready', d); $('add').disabled = false; });
  designer.on('priceChanged', (p) => {
    log('priceChanged', p);
    $('price').textContent = new Intl.NumberFormat('en-US', { style: 'currency', currency: p.currency }).format(p.totalDiscountedPrice);
  });
  designer.on('uploaded', (d) => log('uploaded', d));
  designer.on('uploadRemoved', (d) => log('uploadRemoved', d));
  designer.on('error', (d) => log('error', d));
  designer.on('exported', async (e) => {
    const files = {};
    for (const [name, blob] of Object.entries(e.files)) {
      const bytes = new Uint8Array(await blob.arrayBuffer());
      files[name] = { type: blob.type, size: blob.size, head: Array.from(bytes.slice(0, 32)), text: blob.type.includes('svg') ? new TextDecoder().decode(bytes) : null };
      if (blob.type === 'image/png') {
        const bitmap = await createImageBitmap(blob);
        Object.assign(files[name], { width: bitmap.width, height: bitmap.height });
        bitmap.close();
      }
      const img = document.createElement('img');
      img.src = URL.createObjectURL(blob);
      img.alt = name;
      img.dataset.file = name;
      $('files').append(img);
    }
    state.exported.push({ data: e.exportedCanvasData, errors: e.errors, files });
    log('exported', { errors: e.errors });
  });
  $('add').addEventListener('click', async () => {
    $('add').disabled = true;
    $('status').textContent = 'Adding to cart…';
    try {
      await designer.addToCart();
      $('status').textContent = 'Added to cart.';
    } catch (error) {
      $('status').textContent = 'Could not add to cart: ' + error.message;
    } finally {
      $('add').disabled = false;
    }
  });
</script>
</body></html>
`;
}

/** A page of another origin that tries to drive the designer framed beside it. */
export const THIRD_PARTY_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Third party</title></head><body>
<script>
  window.received = [];
  addEventListener('message', (e) => window.received.push({ origin: e.origin, data: e.data }));
</script>
</body></html>
`;
