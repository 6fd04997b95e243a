/**
 * Hands the server's font families to the editor controller when the list arrives (SearchFont
 * with size 1500, spec shell §9), with the origin their files are served from (CDN_URL); and
 * names the families whose faces could not be loaded for the design shown.
 */
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { cdnUrl } from '../../domain/runtimeConfig';
import { useT } from '../../ui/i18n';
import { selectEditor, useEditor } from '../editor';
import { useServerFontsQuery } from '../fonts';

export function FontCatalogue() {
  const controller = useEditor();
  const runtime = useSelector((s: { runtimeConfig: RuntimeConfig }) => s.runtimeConfig);
  const t = useT();
  const { data } = useServerFontsQuery();
  const { fontsFailed } = useSelector(selectEditor);
  useEffect(() => {
    if (data) controller.text.setCatalogue(data, (path) => cdnUrl(runtime, path));
  }, [controller, data, runtime]);
  if (fontsFailed.length === 0) return null;
  return (
    <div className="font-problems" role="alert">
      {fontsFailed.map((family) => (
        <p key={family}>{t('fontLoadFailed', { family })}</p>
      ))}
    </div>
  );
}
