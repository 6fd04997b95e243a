/**
 * Entry: fetch the runtime configuration, create the store from it and the address, and the
 * editor controller that the store mirrors; render.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { App } from './app/App';
import { BOOT_MESSAGES } from './app/bootMessages';
import { startFromAddress } from './app/lastProduct';
import { exposeState } from './app/stateHandle';
import { createEditor, createStore } from './app/store';
import type { ThemeMode } from './features/theme';
import { THEME_STORAGE_KEY } from './features/theme';
import { LANGUAGE_STORAGE_KEY } from './features/language';
import { matchesMedia } from './platform/media';
import { isForbiddenPath, isNotFoundPath } from './platform/navigation';
import { fetchRuntimeConfig } from './platform/runtimeConfig';
import { EMBED_HANDSHAKE_WAIT_MS, parseAllowedOrigins } from './domain/embed';
import { holdUntilEmbedSession } from './platform/embedSession';
import { isEmbedded } from './platform/parentWindow';
import { readLocal } from './platform/storage';
import './app/styles.css';

function initialTheme(): ThemeMode {
  const saved = readLocal(THEME_STORAGE_KEY);
  if (saved === 'light' || saved === 'dark') return saved;
  return matchesMedia('(prefers-color-scheme: dark)') ? 'dark' : 'light';
}

async function start(root: HTMLElement) {
  const reactRoot = createRoot(root);
  try {
    const runtimeConfig = await fetchRuntimeConfig(import.meta.env.BASE_URL);
    // Framed by an allowed storefront: API calls wait for the handshake's session (issue 20).
    if (isEmbedded() && parseAllowedOrigins(runtimeConfig.EMBED_ALLOWED_ORIGINS).length > 0)
      holdUntilEmbedSession(EMBED_HANDSHAKE_WAIT_MS);
    const { search, lastProduct } = startFromAddress(window.location.search);
    const store = createStore({
      runtimeConfig,
      search,
      lastProduct,
      theme: initialTheme(),
      language: readLocal(LANGUAGE_STORAGE_KEY),
    });
    const editor = createEditor(store);
    exposeState(store, editor.controller);
    reactRoot.render(
      <StrictMode>
        <Provider store={store}>
          <App
            forbidden={isForbiddenPath(window.location.pathname)}
            notFound={isNotFoundPath(window.location.pathname)}
            editor={editor}
          />
        </Provider>
      </StrictMode>,
    );
  } catch (error) {
    console.error('Designer failed to start', error);
    reactRoot.render(
      <p role="alert" className="boot">
        {BOOT_MESSAGES.opsSomethingWentWrong}{' '}
        <button type="button" className="link-button" onClick={() => window.location.reload()}>
          {BOOT_MESSAGES.retry}
        </button>
      </p>,
    );
  }
}

const root = document.getElementById('root');
if (root) void start(root);
