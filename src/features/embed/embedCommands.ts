/**
 * The embed protocol's commands (DESIGN.md: every action is a registered command): the parent's
 * messages run these ids through the editor's command registry like a button or a key would.
 * Each resolves the translation keys of its refusal (an empty list: done), which the bridge
 * sends back as the reply to the message's id.
 */
import type { UploadedImageData } from '../../domain/embed';
import type { AnyCommand } from '../../editor';
import { command } from '../../editor';
import type { EmbedHost, ParentDesignRequest, ParentProductChoice } from './embedHost';

export function createEmbedCommands(host: EmbedHost): AnyCommand[] {
  return [
    command({
      id: 'embed.addToCart',
      labelKey: 'addToCart',
      group: 'embed',
      // Waits for the canvas itself (50 × 100 ms), so it is never refused for being early.
      isEnabled: () => true,
      perform: () => host.addToCart(),
    }),
    command<ParentProductChoice>({
      id: 'embed.setProduct',
      labelKey: 'embedSetProduct',
      group: 'embed',
      isEnabled: () => true,
      perform: (_editor, choice) => host.setProduct(choice),
    }),
    command<{ side: 'front' | 'back'; image: UploadedImageData }>({
      id: 'embed.placeUploaded',
      labelKey: 'placeImage',
      group: 'embed',
      isEnabled: (s) => s.ready,
      perform: (_editor, { side, image }) => host.placeUploaded(side, image),
    }),
    command<boolean>({
      id: 'embed.showPreview',
      labelKey: 'designPreview',
      group: 'embed',
      isEnabled: () => true,
      perform: (_editor, open) => host.showPreview(open),
    }),
    command<'front' | 'back'>({
      id: 'embed.showSide',
      labelKey: 'embedShowSide',
      group: 'embed',
      // Waits for the product's print side itself (50 × 100 ms).
      isEnabled: () => true,
      perform: (_editor, side) => host.showSide(side),
    }),
    command<ParentDesignRequest>({
      id: 'embed.loadParentDesign',
      labelKey: 'embedLoadDesign',
      group: 'embed',
      isEnabled: () => true,
      perform: (_editor, request) => host.loadParentDesign(request),
    }),
  ] as AnyCommand[];
}
