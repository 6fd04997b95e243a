/**
 * The font family of the selected text (spec canvas §4, §9): the recently used families (5,
 * kept locally) and every server family, searchable (at most 250 characters, 400 ms after the
 * last key; 'No Results Found'), each shown in its own face. Choosing one loads and verifies its
 * face first; one that cannot load is named and nothing changes.
 */
import { useEffect, useMemo, useState } from 'react';
import type { TextParams } from '../../canvas';
import { useT } from '../../ui/i18n';
import { Popover } from '../../ui/Popover';
import { useRunCommand } from '../editor';
import { readRecentFonts, useRecordFontChoice, useServerFontsQuery } from '../fonts';
import { FontRow } from './FontRow';

/** Search box limits (spec canvas §5). */
const SEARCH_MAX_LENGTH = 250;
const SEARCH_DELAY_MS = 400;

export function FontFamilyPicker(props: { text: TextParams }) {
  const t = useT();
  const run = useRunCommand();
  const record = useRecordFontChoice();
  const { data: families, isError, isLoading } = useServerFontsQuery();
  const [typed, setTyped] = useState('');
  const [pattern, setPattern] = useState('');
  const [recent, setRecent] = useState(readRecentFonts);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setPattern(typed.trim().toLowerCase()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const shown = useMemo(
    () => (families ?? []).filter((f) => f.name.toLowerCase().includes(pattern)),
    [families, pattern],
  );
  const byName = useMemo(() => new Map((families ?? []).map((f) => [f.name, f])), [families]);

  const choose = async (name: string) => {
    setFailed(null);
    const result = (await run('text.fontFamily', name)) as { ok: boolean } | undefined;
    if (result && !result.ok) return setFailed(name);
    const family = byName.get(name);
    if (family) setRecent(record(family));
  };
  const row = (name: string) => (
    <FontRow
      key={name}
      name={name}
      current={name === props.text.fontFamily}
      onChoose={(n) => void choose(n)}
    />
  );
  return (
    <Popover
      label={t('textFontFamily')}
      buttonClassName="tool-button font-family-button"
      buttonContent={
        <span style={{ fontFamily: `"${props.text.fontFamily}"` }}>{props.text.fontFamily}</span>
      }
    >
      <div className="font-picker">
        <input
          type="search"
          value={typed}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t('fontSearch')}
          aria-label={t('fontSearch')}
          onChange={(e) => setTyped(e.target.value)}
        />
        {failed ? (
          <p role="alert" className="font-picker-error">
            {t('fontLoadFailed', { family: failed })}
          </p>
        ) : null}
        <div className="font-list" role="listbox" aria-label={t('textFontFamily')}>
          {pattern === '' && recent.some((r) => byName.has(r)) ? (
            <>
              <h3>{t('fontRecent')}</h3>
              {recent.filter((r) => byName.has(r)).map((r) => row(r))}
              <h3>{t('fontAll')}</h3>
            </>
          ) : null}
          {isLoading ? <p>{t('fontListLoading')}</p> : null}
          {isError ? <p role="alert">{t('fontListFailed')}</p> : null}
          {families && shown.length === 0 ? <p>{t('fontSearchNoResults')}</p> : null}
          {shown.map((f) => row(f.name))}
        </div>
      </div>
    </Popover>
  );
}
