/** Which component fills which panel; panels not listed show their title only. */
import { PanelId } from '../domain/panels';
import type { PanelContents } from '../features/panels';
import { SettingsPanel, TextPanel } from '../features/editor';
import { OptionsPanel, ProductsPanel, SizePanel } from '../features/product';
import {
  BackgroundPanel,
  ElementsPanel,
  StockImagesPanel,
  TemplatesPanel,
} from '../features/content';
import { QrCodePanel } from '../features/qr';
import { UploadsPanel } from '../features/uploads';

export const PANEL_CONTENTS: PanelContents = {
  [PanelId.Products]: ProductsPanel,
  [PanelId.Size]: SizePanel,
  [PanelId.Options]: OptionsPanel,
  [PanelId.StockImages]: StockImagesPanel,
  [PanelId.Templates]: TemplatesPanel,
  [PanelId.Elements]: ElementsPanel,
  [PanelId.Text]: TextPanel,
  [PanelId.Background]: BackgroundPanel,
  [PanelId.QrCode]: QrCodePanel,
  [PanelId.Uploads]: UploadsPanel,
  [PanelId.Settings]: SettingsPanel,
};
