/**
 * `tId` in the address preloads that template (spec shell §1): once the editor is ready and the
 * artboard laid out (a fit percent is known), its design is applied as the Templates panel
 * applies one (`insert.template`: the editor's loading flow), once per page. With `imgId` the
 * picture it names (a stock picture or an upload: ./templateImage) first fills the template's
 * image slot. A template that cannot be loaded shows the persistent 'Something went wrong'; so
 * does a picture that cannot (the template is applied with its own picture then).
 */
import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Template } from '../../domain/content/types';
import { fillImageSlot } from '../../domain/editor/templateImage';
import { selectEditor, useRunCommand } from '../editor';
import { notify } from '../notifications';
import { selectDesignerQuery } from '../session';
import { contentApi } from './contentApi';
import { templateSlotImage } from './templateImage';

export function TemplatePreload() {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const run = useRunCommand();
  const { templateId, templateImageId } = useSelector(selectDesignerQuery);
  const editor = useSelector(selectEditor);
  const started = useRef(false);
  const laidOut = editor.ready && !editor.loading && editor.fitPercent !== null;

  useEffect(() => {
    if (!templateId || !laidOut || started.current) return;
    started.current = true;
    const failed = () =>
      dispatch(notify({ kind: 'error', messageKeys: ['contentAddFailed'], timerMs: null }));
    const withImage = async (template: Template): Promise<Template> => {
      if (!templateImageId) return template;
      try {
        const image = await templateSlotImage(templateImageId, dispatch);
        const objects = fillImageSlot(template.design.objects, image);
        return { ...template, design: { ...template.design, objects } };
      } catch {
        failed();
        return template;
      }
    };
    const fetched = dispatch(contentApi.endpoints.template.initiate(templateId));
    void fetched
      .unwrap()
      .then(withImage)
      .then(async (template) => {
        if ((await run('insert.template', template)) !== true) throw new Error('not applied');
      })
      .catch(failed)
      .finally(() => fetched.unsubscribe());
  }, [templateId, templateImageId, laidOut, dispatch, run]);
  return null;
}
