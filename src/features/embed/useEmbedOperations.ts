/**
 * Binds the embed host's operations (embedHost.ts) to the features that do them: add to cart
 * once the canvas is ready (50 × 100 ms, then a warning), the product selection, the parent's
 * uploads (placed by the address's upload path), the design-preview screen, and the side shown
 * and the parent's design file (useSideOperations).
 */
import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { retryUntilReady } from '../../domain/embed';
import { useAddToCart } from '../cart';
import { selectEditor } from '../editor';
import {
  optionsAdopted,
  productChosen,
  quantityChosen,
  sizeChosen,
  useAppliedCalculator,
} from '../product';
import { parentUploadChosen } from '../session';
import type { EmbedHost } from './embedHost';
import { useSideOperations } from './useSideOperations';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function useEmbedOperations(host: EmbedHost, setPreviewOpen: (open: boolean) => void) {
  const dispatch = useDispatch();
  const cart = useAddToCart();
  const { data: calculator } = useAppliedCalculator();
  const editor = useSelector(selectEditor);
  // The latest add to cart and readiness, read after waiting (a closure would be stale).
  const sides = useSideOperations();
  const latest = useRef({ cart, ready: false });
  latest.current = { cart, ready: Boolean(calculator) && editor.ready && !editor.loading };

  useEffect(
    () =>
      host.bind({
        async addToCart() {
          if (!(await retryUntilReady(() => latest.current.ready, sleep))) {
            console.warn('embed: add to cart: the canvas was not ready after 50 × 100 ms');
            return ['embedCanvasNotReady'];
          }
          const outcome = await latest.current.cart.addToCart();
          if (outcome.kind === 'added' || outcome.kind === 'updated') return [];
          if (outcome.kind === 'failed') return outcome.errorKeys;
          return [outcome.kind];
        },
        async setProduct(choice) {
          if (choice.productId !== undefined) dispatch(productChosen(choice.productId));
          if (choice.width !== undefined && choice.height !== undefined)
            dispatch(sizeChosen({ width: choice.width, height: choice.height }));
          if (choice.quantity !== undefined) dispatch(quantityChosen(choice.quantity));
          if (choice.selectedOptions) dispatch(optionsAdopted(choice.selectedOptions));
          return [];
        },
        async placeUploaded(side, image) {
          const mediaType = image.originalMIMEType ?? image.mimeType ?? null;
          const isTemporary = image.isTemporary ?? false;
          host.parentImageIds.add(image.imageId);
          dispatch(parentUploadChosen({ side, imageId: image.imageId, mediaType, isTemporary }));
          return [];
        },
        async showPreview(open) {
          setPreviewOpen(open);
          return [];
        },
        showSide: sides.showSide,
        loadParentDesign: sides.loadParentDesign,
      }),
    [dispatch, host, setPreviewOpen, sides.showSide, sides.loadParentDesign],
  );
}
