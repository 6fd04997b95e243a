/** Tourguide/GetPages and Tourguide/GetListByPage on a real temporary SQLite file. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import type { TourGuideAnswer, TourPageAnswer } from './tourGuide';

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  client = new TestClient(t.app);
});
afterAll(() => t.close());

describe('Tourguide/GetPages', () => {
  it('lists the designer guide, keyed by its path', async () => {
    const { status, body } = await client.getJson<TourPageAnswer[]>('/api/v1/Tourguide/GetPages');
    expect(status).toBe(200);
    expect(body).toEqual([{ id: 1, key: '/designer/' }]);
  });
});

describe('Tourguide/GetListByPage', () => {
  it('answers the guide with its steps in order, each with a picture that is served', async () => {
    const { status, body } = await client.getJson<TourGuideAnswer>(
      '/api/v1/Tourguide/GetListByPage?pageId=1',
    );
    expect(status).toBe(200);
    expect(body.key).toBe('/designer/');
    expect(body.tourguideItems.length).toBeGreaterThanOrEqual(6);
    expect(body.tourguideItems.length).toBeLessThanOrEqual(10);
    expect(body.tourguideItems.map((s) => s.selector)).toEqual([
      '.app-header',
      '[data-testid="side-menu"]',
      '.side-menu-item[data-panel-id="1"]',
      '.side-menu-item[data-panel-id="7"]',
      '[data-testid="artboard"]',
      '[data-testid="editor-bar"]',
      '[data-testid="save-design"]',
      '[data-testid="add-to-cart"]',
    ]);
    for (const step of body.tourguideItems) {
      expect(Object.keys(step).sort()).toEqual(['content', 'id', 'imagePath', 'selector', 'title']);
      expect(step.title).not.toBe('');
      expect(step.content).toMatch(/^<p>/);
      const picture = await client.request({ method: 'GET', url: step.imagePath! });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it.each([
    ['an unknown guide', '?pageId=999', 404, 'resourceNotFound'],
    ['no pageId', '', 400, undefined],
    ['a pageId that is no number', '?pageId=abc', 400, undefined],
    ['a pageId of 0', '?pageId=0', 400, undefined],
    ['a negative pageId', '?pageId=-1', 400, undefined],
  ])('%s answers %i with the API error body', async (_name, query, status, key) => {
    const { status: got, body } = await client.getJson<{
      status: number;
      errors: Record<string, string[]>;
    }>(`/api/v1/Tourguide/GetListByPage${query}`);
    expect(got).toBe(status);
    expect(body.status).toBe(status);
    if (key) expect(body.errors.general).toEqual([key]);
  });
});
