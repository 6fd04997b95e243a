/**
 * Adding content to the design (`controller.content`): QR codes (panel 9), the Elements
 * panel's elements, the Background panel's backgrounds and the Templates panel's designs. Each is built for where a new object goes (in view, centred, offset from an
 * object already there) and added selected: one history entry, undone as any change.
 */
import type { BackgroundChoice, DesignCanvas } from '../canvas';
import { createBackground, createContentElement, createQrCode } from '../canvas';
import type { Rect } from '../domain/editor/placement';
import type { TemplateOnArtboard } from '../domain/editor/templateDesign';
import { templateDesignJson } from '../domain/editor/templateDesign';

/** Where a template's text goes on the product: its safe zone and hardware, artboard px. */
export interface TemplateTextArea {
  safe: Rect | null;
  keepOut: readonly Rect[];
}

export class EditorContent {
  /** The product's text area (set with its overlays); none: the whole artboard. */
  private textArea: TemplateTextArea = { safe: null, keepOut: [] };

  constructor(
    private readonly canvas: () => DesignCanvas | null,
    /** Replaces the side shown with a design: one history entry, then loaded. */
    private readonly applyDesign: (json: string) => void,
  ) {}

  /**
   * Applies a template (Templates panel): its design replaces the side shown, laid out from its
   * own size onto the artboard by its anchors, text inside the safe zone and clear of the
   * hardware (src/domain/editor/templateDesign); undone as any change.
   */
  applyTemplate(template: TemplateOnArtboard): boolean {
    const canvas = this.canvas();
    if (!canvas) return false;
    const { safe, keepOut } = this.textArea;
    this.applyDesign(templateDesignJson(template, canvas.artboard(), safe, keepOut));
    return true;
  }

  /** The product's safe zone and finishing hardware (from its overlay plan), artboard px. */
  setTextArea(area: TemplateTextArea): void {
    this.textArea = area;
  }

  /** A QR code of a checked payload (src/domain/qr/qrInput). */
  addQrCode = async (payload: string): Promise<void> =>
    this.canvas()?.addNew((place) => createQrCode(payload, place));

  /**
   * The element whose SVG is at `url` (root-relative or absolute); false when it cannot be
   * fetched or holds nothing to draw (nothing is added then).
   */
  async addElement(url: string): Promise<boolean> {
    const canvas = this.canvas();
    if (!canvas) return false;
    try {
      const answer = await fetch(url, { credentials: 'omit' });
      if (!answer.ok) return false;
      const svg = await answer.text();
      await canvas.addNew((place) => createContentElement(svg, place));
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Sets the design's background (Background panel): a colour, a gradient, a pattern, or none
   * (transparent); false when its picture cannot be loaded (the background stays as it was).
   */
  async setBackground(choice: BackgroundChoice): Promise<boolean> {
    const canvas = this.canvas();
    if (!canvas) return false;
    try {
      const { colour, object } = await createBackground(choice, canvas.artboard());
      canvas.setBackground(colour, object);
      return true;
    } catch {
      return false;
    }
  }
}
