/** One product of the Products panel: picture, name, the server's label, the current one marked. */
import type { CSSProperties } from 'react';
import { useSelector } from 'react-redux';
import { readableTextOn } from '../../domain/colour/contrast';
import type { ProductListItem } from '../../domain/product';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { cdnUrl } from '../../domain/runtimeConfig';
import { useT } from '../../ui/i18n';

/**
 * A label colour the server sends, if it is a CSS hex colour (anything else is not applied),
 * with black or white text, whichever meets AA on it.
 */
function labelStyle(background: string): CSSProperties | undefined {
  if (!/^#[0-9a-f]{3,8}$/i.test(background)) return undefined;
  return { background, color: readableTextOn(background) };
}

export function ProductCard(props: {
  product: ProductListItem;
  current: boolean;
  onChoose(): void;
}) {
  const t = useT();
  const runtime = useSelector((s: { runtimeConfig: RuntimeConfig }) => s.runtimeConfig);
  const { product: p } = props;
  const image = p.images[0];
  return (
    <button
      type="button"
      className="product-card"
      aria-pressed={props.current}
      aria-current={props.current ? 'true' : undefined}
      data-product-id={p.productId}
      onClick={props.onChoose}
    >
      {p.label ? (
        // The label's content is shown as text, never as markup.
        <span
          className="product-label"
          style={labelStyle(p.label.background)}
          data-testid="product-label"
        >
          {p.label.content}
        </span>
      ) : null}
      {/* Decorative: the product's name follows in the same button. */}
      {image ? <img src={cdnUrl(runtime, image.path)} alt="" loading="lazy" /> : null}
      <span className="product-card-name">{p.name}</span>
      {props.current ? <span className="product-current">{t('productCurrent')}</span> : null}
    </button>
  );
}
