/**
 * The app inside the store: loads translations and the remote configuration, then shows the
 * router (or the forbidden or not-found page), the toaster and the theme.
 */
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { parseColors, parseCompanyInfo } from '../domain/websiteConfiguration';
import {
  AccountConfirmationPage,
  AuthModals,
  ConfirmEmailPage,
  NewPasswordPage,
  SignInOptionsPage,
} from '../features/auth';
import { useTranslationsQuery, useWebsiteConfigurationQuery } from '../features/configuration';
import type { Editor } from '../features/editor';
import { ForbiddenPage } from '../features/forbidden';
import { useLanguage, useServerLanguage } from '../features/language';
import { NotFoundPage } from '../features/notFound';
import { Toaster } from '../features/notifications';
import { ThemeApplier } from '../features/theme';
import { AnnouncerProvider } from '../ui/Announcer';
import { I18nProvider, makeTranslate } from '../ui/i18n';
import { Spinner } from '../ui/Spinner';
import { BOOT_MESSAGES } from './bootMessages';
import { DesignerPage } from './DesignerPage';

/** The router's base path (spec: the designer lives under /designer/). */
/**
 * With the trailing slash, addresses the router writes keep it (`/designer/?pId=…`, the app's
 * canonical address) instead of dropping to `/designer?pId=…` on the first query update.
 */
export const BASENAME = '/designer/';

export function App(props: { forbidden: boolean; notFound: boolean; editor: Editor }) {
  const language = useLanguage();
  useServerLanguage(language);
  // `data` keeps the shown language's texts while another's load: the designer stays mounted.
  const translations = useTranslationsQuery(language ?? skipToken);
  const colors = useWebsiteConfigurationQuery('colors');
  const company = useWebsiteConfigurationQuery('companyInfo');
  const companyInfo = useMemo(() => parseCompanyInfo(company.data), [company.data]);
  const palette = useMemo(() => (colors.data ? parseColors(colors.data) : null), [colors.data]);

  const router = useMemo(
    () =>
      createBrowserRouter(
        [
          { path: '/account-confirmation', element: <AccountConfirmationPage /> },
          { path: '/sign-in-options', element: <SignInOptionsPage /> },
          {
            path: '/',
            element: <DesignerPage company={companyInfo} editor={props.editor} />,
            // The mails' links (spec shell §2 route names): the designer, their modal on top; the
            // designer stays mounted when they go back to /.
            children: [
              { path: 'confirm-email', element: <ConfirmEmailPage /> },
              { path: 'reset-password', element: <NewPasswordPage kind="resetPassword" /> },
              { path: 'create-password', element: <NewPasswordPage kind="createPassword" /> },
              { path: '*', element: null },
            ],
          },
        ],
        { basename: BASENAME },
      ),
    [companyInfo, props.editor],
  );

  if (!translations.data) {
    const t = makeTranslate(BOOT_MESSAGES);
    return (
      <div className="boot">
        {translations.isError ? (
          <p role="alert">
            {t('opsSomethingWentWrong')}{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => void translations.refetch()}
            >
              {t('retry')}
            </button>
          </p>
        ) : (
          <Spinner label={t('loading')} />
        )}
      </div>
    );
  }

  return (
    <I18nProvider messages={translations.data} language={language ?? undefined}>
      <AnnouncerProvider>
        <ThemeApplier colors={palette} />
        {props.forbidden ? (
          <ForbiddenPage />
        ) : props.notFound ? (
          <NotFoundPage />
        ) : (
          <RouterProvider router={router} />
        )}
        {props.forbidden || props.notFound ? null : <AuthModals />}
        <Toaster />
      </AnnouncerProvider>
    </I18nProvider>
  );
}
