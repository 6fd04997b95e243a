/** Opens what the address names for editing: a saved design (`dId`) or a cart item (`cId`). */
import { useOpenCartItem } from '../features/cart';
import { useOpenDesign } from '../features/designs';

export function DesignOpeners() {
  useOpenDesign();
  useOpenCartItem();
  return null;
}
