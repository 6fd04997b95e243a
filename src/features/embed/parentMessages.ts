/**
 * Which registered command each validated parent message runs, with its arguments (null: the
 * message runs none — the handshake and the viewport are the bridge's own).
 */
import type { InboundMessage } from '../../domain/embed';
import type { ParentProductChoice } from './embedHost';

export interface CommandCall {
  id: string;
  args?: unknown;
}

/** The product fields of a message, or null when it names none (nothing to choose). */
function productChoice(data: ParentProductChoice): ParentProductChoice | null {
  const { productId, width, height, selectedOptions, quantity } = data;
  const choice = { productId, width, height, selectedOptions, quantity };
  return Object.values(choice).every((v) => v === undefined) ? null : choice;
}

export function commandOf(message: InboundMessage): CommandCall | null {
  switch (message.type) {
    case 'addToCart':
      return { id: 'embed.addToCart' };
    case 'productCalculator':
      return { id: 'embed.setProduct', args: productChoice(message.productCalculator) };
    case 'payload': {
      const choice = productChoice(message.payload);
      return choice ? { id: 'embed.setProduct', args: choice } : null;
    }
    case 'parentWindow': {
      const choice = productChoice(message);
      return choice ? { id: 'embed.setProduct', args: choice } : null;
    }
    case 'frontUploadedData':
      return {
        id: 'embed.placeUploaded',
        args: { side: 'front', image: message.frontUploadedData },
      };
    case 'backUploadedData':
      return { id: 'embed.placeUploaded', args: { side: 'back', image: message.backUploadedData } };
    case 'showPreview':
      return { id: 'embed.showPreview', args: message.showPreview };
    case 'handshake':
    case 'viewport':
      return null;
  }
}
