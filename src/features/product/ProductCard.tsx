/** One product of the Products panel: picture, name, the server's label, the current one marked. */
import { useSelector } from 'react-redux';
import type { ProductListItem } from '../../domain/product';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { cdnUrl } from '../../domain/runtimeConfig';
import { useT } from '../../ui/i18n';

/** A label colour the server sends, if it is a CSS hex colour (anything else is not applied). */
function labelColour(background: string): string | undefined {
  return /^#[0-9a-f]{3,8}$/i.test(background) ? background : undefined;
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
          style={{ background: labelColour(p.label.background) }}
          data-testid="product-label"
        >
          {p.label.content}
        </span>
      ) : null}
      {image ? <img src={cdnUrl(runtime, image.path)} alt={image.alt} loading="lazy" /> : null}
      <span className="product-card-name">{p.name}</span>
      {props.current ? <span className="product-current">{t('productCurrent')}</span> : null}
    </button>
  );
}
