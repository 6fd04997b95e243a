/**
 * `tId` in the address preloads that template (spec shell §1): once the editor is ready and the
 * artboard laid out (a fit percent is known), its design is applied as the Templates panel
 * applies one (`insert.template`), once per page. A template that cannot be loaded shows the
 * persistent 'Something went wrong'. (`imgId`, the template's image to preload, is not read yet.)
 */
import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { selectEditor, useRunCommand } from '../editor';
import { notify } from '../notifications';
import { selectDesignerQuery } from '../session';
import { contentApi } from './contentApi';

export function TemplatePreload() {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const run = useRunCommand();
  const { templateId } = useSelector(selectDesignerQuery);
  const editor = useSelector(selectEditor);
  const started = useRef(false);
  const laidOut = editor.ready && !editor.loading && editor.fitPercent !== null;

  useEffect(() => {
    if (!templateId || !laidOut || started.current) return;
    started.current = true;
    const fetched = dispatch(contentApi.endpoints.template.initiate(templateId));
    void fetched
      .unwrap()
      .then(async (template) => {
        if ((await run('insert.template', template)) !== true) throw new Error('not applied');
      })
      .catch(() =>
        dispatch(notify({ kind: 'error', messageKeys: ['contentAddFailed'], timerMs: null })),
      )
      .finally(() => fetched.unsubscribe());
  }, [templateId, laidOut, dispatch, run]);
  return null;
}
