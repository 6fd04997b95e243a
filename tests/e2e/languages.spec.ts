/**
 * Languages as a shopper meets them (issue 21): Español chosen from the user menu turns the
 * header (with the server's product name), the options, a panel and a modal Spanish and writes
 * the price with a decimal comma; a reload keeps it; number fields take a decimal comma; a
 * signed-in user's choice is kept on the account and follows them to another browser.
 */
import { expect, test } from '@playwright/test';
import { catalogue } from './catalogue';
import { signInAsNewUser } from './support/accounts';
import { signInAs } from './support/sessionLink';
import { DesignerPage } from './pages/DesignerPage';
import { EditorPage } from './pages/EditorPage';
import { LanguagePage } from './pages/LanguagePage';

/** A price as Spanish writes it: "45,50 US$" (no-break space before the currency). */
const SPANISH_PRICE = /^\d{1,3}(\.\d{3})*,\d{2}\s?US\$$/;

test('Español from the user menu turns the whole screen Spanish, and a reload keeps it', async ({
  page,
}) => {
  const designer = new DesignerPage(page);
  const language = new LanguagePage(page);
  await designer.open();
  expect(await language.htmlLang()).toBe('en');
  await expect(language.addToCart).toHaveText('Add To Cart');
  await expect(language.price).toHaveText(/^\$\d/);

  await language.choose('Español');

  // The header.
  await expect(language.addToCart).toHaveText('Añadir al carrito');
  await expect(language.price).toHaveText(SPANISH_PRICE);
  await expect(language.accountButton).toHaveText('Cuenta');
  expect(await language.htmlLang()).toBe('es');
  // The server's catalogue names, asked again in Spanish: the product and an option.
  await expect(designer.productName).toContainText('Lona de vinilo');
  const tools = page.getByRole('navigation', { name: 'Herramientas de diseño' });
  await tools.getByRole('button', { name: 'Opciones', exact: false }).click();
  await expect(designer.panel).toContainText('Vinilo reforzado de 13 oz');
  // A panel.
  await tools.getByRole('button', { name: 'Tamaño', exact: false }).click();
  await expect(designer.panel.getByRole('heading', { name: 'Tamaño' })).toBeVisible();
  await expect(designer.panel.getByText('Tamaño personalizado')).toBeVisible();
  // A modal.
  await language.menuButton.click();
  await page.getByTestId('menu-signIn').click();
  const login = page.getByTestId('login-modal');
  await expect(login.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(login.getByLabel('Correo electrónico')).toBeVisible();
  await expect(login.getByRole('button', { name: '¿Olvidaste tu contraseña?' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(language.addToCart).toHaveText('Añadir al carrito');
  await expect(language.price).toHaveText(SPANISH_PRICE);
  expect(await language.htmlLang()).toBe('es');

  // And back.
  await language.choose('English');
  await expect(language.addToCart).toHaveText('Add To Cart');
  expect(await language.htmlLang()).toBe('en');
});

test("a signed-in user's choice is kept on the account and follows them", async ({
  page,
  browser,
}) => {
  const designer = new DesignerPage(page);
  await designer.open();
  const userId = await signInAsNewUser(page.context(), `lang-${Date.now()}@example.com`);
  await page.reload();
  const language = new LanguagePage(page);
  await language.choose('Español');
  await expect(language.addToCart).toHaveText('Añadir al carrito');

  // Another browser: nothing kept there, English for the guest, Spanish once signed in.
  const other = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const otherPage = await other.newPage();
    const otherDesigner = new DesignerPage(otherPage);
    const otherLanguage = new LanguagePage(otherPage);
    await otherDesigner.open();
    await expect(otherLanguage.addToCart).toHaveText('Add To Cart');
    await signInAs(other, userId);
    await otherPage.reload();
    await expect(otherLanguage.addToCart).toHaveText('Añadir al carrito');
    expect(await otherLanguage.htmlLang()).toBe('es');
  } finally {
    await other.close();
  }
});

test('in Spanish, number fields show and take a decimal comma', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  const before = new Set(await editor.objectIds());
  await editor.openPanel('Text');
  await editor.panel.getByRole('button', { name: 'Add a text box' }).click();
  let id = '';
  await expect
    .poll(async () => (id = (await editor.objectIds()).find((i) => !before.has(i)) ?? ''))
    .not.toBe('');
  await page.keyboard.type('Hola');
  await page.keyboard.press('Escape');
  await editor.closePanel('Text');
  await editor.deselect();
  await new LanguagePage(page).choose('Español');
  await editor.select(id);
  const tools = page.getByRole('toolbar', { name: 'Herramientas de texto' });

  const size = tools.getByRole('textbox', { name: 'Tamaño de fuente' });
  await size.fill('36,5');
  await size.press('Enter');
  await expect(size).toHaveValue('36,5');
  await expect.poll(async () => (await editor.object(id)).fontSize).toBeCloseTo(36.5 * 1.333, 3);

  const spacing = tools.getByRole('spinbutton', { name: 'Interlineado' });
  await spacing.fill('1,5');
  await spacing.press('Enter');
  await expect(spacing).toHaveValue('1,5');
  await expect.poll(async () => (await editor.object(id)).lineHeight).toBe(1.5);
});
