import { describe, expect, it } from 'vitest';
import { templateDesignJson } from './templateDesign';

const template = (objects: Record<string, unknown>[]) => ({
  design: { designVersion: 1, background: '#ffffff', objects },
  widthInches: 24,
  heightInches: 18,
});

describe('templateDesignJson', () => {
  it('keeps a template at its own size as designed, text boxes 10 px wider', () => {
    const box = { type: 'Textbox', fontFamily: 'Inter', width: 300, left: 1152, top: 864 };
    const json = JSON.parse(templateDesignJson(template([box]), { width: 2304, height: 1728 }));
    expect(json.background).toBe('#ffffff');
    expect(json.objects).toEqual([
      expect.objectContaining({ ...box, width: 310, scaleX: 1, scaleY: 1 }),
    ]);
    expect(json.objects[0]['data-template-layout']).toMatchObject({
      anchor: 'center',
      from: { width: 2304, height: 1728 },
    });
  });

  it('skips text without a family', () => {
    const json = JSON.parse(
      templateDesignJson(template([{ type: 'Textbox', text: 'x', width: 10 }]), {
        width: 2304,
        height: 1728,
      }),
    );
    expect(json.objects).toEqual([]);
  });

  it('moves and scales onto a smaller artboard by its anchor', () => {
    const rect = {
      type: 'Rect',
      originX: 'center',
      originY: 'center',
      left: 576,
      top: 432,
      width: 100,
      height: 100,
    };
    // 24 × 18 in onto 12 × 9 in: half the size, centre at the same fraction.
    const json = JSON.parse(templateDesignJson(template([rect]), { width: 1152, height: 864 }));
    expect(json.objects[0].left).toBeCloseTo(288, 6);
    expect(json.objects[0].top).toBeCloseTo(216, 6);
    expect(json.objects[0].scaleX).toBeCloseTo(0.5, 6);
  });
});
