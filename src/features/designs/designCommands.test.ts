import { describe, expect, it, vi } from 'vitest';
import { INITIAL_VIEW_STATE } from '../../editor';
import { createDesignCommands, DesignsHost } from './designCommands';

const state = (patch: Partial<typeof INITIAL_VIEW_STATE>) => ({ ...INITIAL_VIEW_STATE, ...patch });

describe('design commands', () => {
  const host = new DesignsHost();
  const [save, myDesigns] = createDesignCommands(host);

  it.each([
    [{ ready: true, isModified: true, designSaved: false }, true],
    [{ ready: true, isModified: false, designSaved: false }, false],
    [{ ready: true, isModified: true, designSaved: true }, false],
    [{ ready: false, isModified: true, designSaved: false }, false],
  ])('Save with %j is offered: %s', (patch, offered) => {
    expect(save!.isEnabled(state(patch))).toBe(offered);
  });

  it('Save is Ctrl/Cmd+S; both run what the designer page bound, nothing once unbound', () => {
    expect(save!.shortcuts?.[0]?.binding).toEqual({ key: 's', mod: true });
    const ops = { save: vi.fn(), openMyDesigns: vi.fn() };
    const unbind = host.bind(ops);
    save!.perform({} as never, undefined);
    myDesigns!.perform({} as never, undefined);
    expect(ops.save).toHaveBeenCalledOnce();
    expect(ops.openMyDesigns).toHaveBeenCalledOnce();
    unbind();
    save!.perform({} as never, undefined);
    expect(ops.save).toHaveBeenCalledOnce();
  });
});
