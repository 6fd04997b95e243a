/**
 * The category tabs and search of the Elements and Background panels (spec canvas §3: a tab is
 * `id, name, elementCount, number, pattern, elements`). The search (at most 250 characters,
 * sent 400 ms after the last key) looks through every category of the panel's type; clearing
 * it shows the chosen tab again.
 */
import { useState } from 'react';
import { searchPatternOf } from '../../domain/content/panelLists';
import type { ElementSummary, ElementType } from '../../domain/content/types';
import { CONTENT_PAGE_SIZE, MAX_SEARCH_LENGTH } from '../../domain/content/types';
import { useT } from '../../ui/i18n';
import { Spinner } from '../../ui/Spinner';
import { useElementCategoriesQuery } from './contentApi';
import { ElementList } from './ElementList';
import { useSettled } from './useSettled';

export function ElementCatalogue(props: {
  type: ElementType;
  /** Translation key of what the panel lists, lower case ("elements"), for the search texts. */
  tabKey: string;
  onChoose(item: ElementSummary): void;
}) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const pattern = useSettled(searchPatternOf(typed));
  const [chosen, setChosen] = useState<number | null>(null);
  const { data, isError, refetch } = useElementCategoriesQuery({
    type: props.type,
    count: CONTENT_PAGE_SIZE,
  });
  const tabs = data?.data ?? [];
  const active = tabs.find((tab) => tab.id === chosen) ?? tabs[0];
  const what = t(props.tabKey);
  const prefix = props.type === 0 ? 'elements' : 'backgrounds';

  return (
    <div className="content-catalogue">
      <input
        type="search"
        className="content-search"
        aria-label={t('contentSearchLabel', { tab: what })}
        placeholder={t('contentSearchLabel', { tab: what })}
        maxLength={MAX_SEARCH_LENGTH}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      {isError ? (
        <p role="alert">
          {t('contentLoadFailed')}{' '}
          <button type="button" className="link-button" onClick={() => void refetch()}>
            {t('retry')}
          </button>
        </p>
      ) : !data ? (
        <Spinner label={t('loading')} />
      ) : (
        <>
          {pattern === '' ? (
            <div className="content-tabs" role="tablist" aria-label={t('contentCategories')}>
              {tabs.map((tab) => (
                <button
                  key={tab.id}
                  type="button"
                  role="tab"
                  aria-selected={tab.id === active?.id}
                  className="content-tab"
                  onClick={() => setChosen(tab.id)}
                >
                  {tab.name} <span className="content-tab-count">{tab.elementCount}</span>
                </button>
              ))}
            </div>
          ) : null}
          <ElementList
            key={pattern === '' ? `tab-${active?.id ?? 0}` : `search-${pattern}`}
            type={props.type}
            categoryId={pattern === '' ? (active?.id ?? null) : null}
            pattern={pattern}
            tabLabel={what}
            onChoose={props.onChoose}
            testId={`${prefix}-list`}
          />
        </>
      )}
    </div>
  );
}
