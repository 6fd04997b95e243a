/**
 * Which registered commands each validated parent message runs, in order, with their arguments
 * (none: the handshake and the viewport are the bridge's own). The parent-window data may run
 * three: the product choice (with the print side its side fields ask for), the side shown, and
 * the parent's design file placed on that side.
 */
import type { InboundMessage, ParentWindowData } from '../../domain/embed';
import { parentSideRequest, withPrintSide } from '../../domain/embed';
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

/** The commands of the parent-window data (spec canvas §3). */
function parentWindowCalls(data: ParentWindowData): CommandCall[] {
  const sides = parentSideRequest(data);
  const selectedOptions = withPrintSide(data.selectedOptions, sides.printSide);
  const choice = productChoice({ ...data, selectedOptions });
  const calls: CommandCall[] = choice ? [{ id: 'embed.setProduct', args: choice }] : [];
  if (sides.showSide) calls.push({ id: 'embed.showSide', args: sides.showSide });
  if (data.designAsBase64 !== undefined)
    calls.push({
      id: 'embed.loadParentDesign',
      args: { side: sides.showSide ?? 'front', designAsBase64: data.designAsBase64 },
    });
  return calls;
}

export function commandsOf(message: InboundMessage): CommandCall[] {
  switch (message.type) {
    case 'addToCart':
      return [{ id: 'embed.addToCart' }];
    case 'productCalculator':
      return [{ id: 'embed.setProduct', args: productChoice(message.productCalculator) }];
    case 'payload':
      return parentWindowCalls(message.payload);
    case 'parentWindow':
      return parentWindowCalls(message);
    case 'frontUploadedData':
      return [
        { id: 'embed.placeUploaded', args: { side: 'front', image: message.frontUploadedData } },
      ];
    case 'backUploadedData':
      return [
        { id: 'embed.placeUploaded', args: { side: 'back', image: message.backUploadedData } },
      ];
    case 'showPreview':
      return [{ id: 'embed.showPreview', args: message.showPreview }];
    case 'handshake':
    case 'viewport':
      return [];
  }
}
