/**
 * The selection tools of issue 16 as a shopper uses them: a border's margin and width fields in
 * the layer tools, and the shadow toggle and its settings (layer or text tools). On top of the
 * content panels (borders come from the Elements panel).
 */
import type { Locator } from '@playwright/test';
import { ContentPanelsPage } from './ContentPanelsPage';

export class SelectionToolsPage extends ContentPanelsPage {
  get textToolbar(): Locator {
    return this.page.getByRole('toolbar', { name: 'Text tools' });
  }

  /** A number field of the tools by its label ('Border margin', 'Shadow blur'…). */
  field(label: string): Locator {
    return this.page.getByRole('spinbutton', { name: label, exact: true });
  }

  /** Types `value` into the field and commits it (Enter), as a shopper does. */
  async setField(label: string, value: number | string): Promise<void> {
    const field = this.field(label);
    await field.fill(String(value));
    await field.press('Enter');
  }

  /** The Shadow toggle of `toolbar` (the layer tools by default). */
  shadowButton(toolbar: Locator = this.layerToolbar): Locator {
    return toolbar.getByRole('button', { name: 'Shadow', exact: true });
  }

  /** Opens the shadow's settings from `toolbar`. */
  async openShadowSettings(toolbar: Locator = this.layerToolbar): Promise<void> {
    await toolbar.getByRole('button', { name: 'Shadow settings' }).click();
  }
}
