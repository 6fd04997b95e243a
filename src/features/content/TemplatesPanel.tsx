/**
 * The Templates panel (panel 5): a category (Template/GetCategories, with its subcategories),
 * a search (at most 250 characters, sent 400 ms after the last key) and the templates for the
 * product in its orientation. Choosing one fetches its design (Template/Get/{id}) and applies it
 * (`insert.template`: the side's design is replaced and laid out onto the artboard; undoable),
 * records a use (UpdateRating) and, under 1091 px, closes the panel.
 */
import { useId, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { searchPatternOf } from '../../domain/content/panelLists';
import type { TemplateSummary } from '../../domain/content/types';
import { MAX_SEARCH_LENGTH } from '../../domain/content/types';
import { useT } from '../../ui/i18n';
import { useRunCommand } from '../editor';
import { notify } from '../notifications';
import { panelClosed, useNarrowLayout } from '../panels';
import { selectProductSelection } from '../product';
import { AnalyticsCategory } from '../../domain/thirdParty';
import { trackChosen } from '../thirdParty';
import { contentApi, useTemplateCategoriesQuery, useUpdateRatingMutation } from './contentApi';
import { TemplateList } from './TemplateList';
import { useSettled } from './useSettled';

export function TemplatesPanel() {
  const t = useT();
  const id = useId();
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const narrow = useNarrowLayout();
  const run = useRunCommand();
  const [rate] = useUpdateRatingMutation();
  const product = useSelector(selectProductSelection);
  const categories = useTemplateCategoriesQuery().data ?? [];
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [typed, setTyped] = useState('');
  const pattern = useSettled(searchPatternOf(typed));
  const query = {
    categoryId,
    pattern,
    productId: product.productId,
    width: product.size?.width ?? null,
    height: product.size?.height ?? null,
  };

  const choose = async (item: TemplateSummary) => {
    const fetched = dispatch(contentApi.endpoints.template.initiate(item.id));
    try {
      const template = await fetched.unwrap();
      if ((await run('insert.template', template)) !== true) throw new Error('not applied');
      void rate(item.id);
      trackChosen(AnalyticsCategory.templates, { templateId: item.id });
      if (narrow) dispatch(panelClosed());
    } catch {
      dispatch(notify({ kind: 'error', messageKeys: ['contentAddFailed'], timerMs: null }));
    } finally {
      fetched.unsubscribe();
    }
  };

  return (
    <div className="content-catalogue" data-testid="templates-panel">
      <input
        type="search"
        className="content-search"
        aria-label={t('contentSearchLabel', { tab: t('contentTemplatesTab') })}
        placeholder={t('contentSearchLabel', { tab: t('contentTemplatesTab') })}
        maxLength={MAX_SEARCH_LENGTH}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      <label htmlFor={`${id}-category`} className="visually-hidden">
        {t('contentCategories')}
      </label>
      <select
        id={`${id}-category`}
        value={categoryId ?? ''}
        onChange={(e) => setCategoryId(e.target.value === '' ? null : Number(e.target.value))}
      >
        <option value="">{t('templateCategoryAll')}</option>
        {categories.flatMap((c) => [
          <option key={c.id} value={c.id}>
            {c.name} ({c.templateCount})
          </option>,
          ...c.subCategories.map((s) => (
            <option key={s.id} value={s.id}>
              {'\u2003'}
              {s.name} ({s.templateCount})
            </option>
          )),
        ])}
      </select>
      <TemplateList key={JSON.stringify(query)} query={query} onChoose={(i) => void choose(i)} />
    </div>
  );
}
