/**
 * The app's frame around a first screen, as the client's AppShell draws it for a first
 * visit (default settings: the mini sidebar, dark theme): the skip link, the top bar with its
 * controls, the mini sidebar's place on large screens and the `<main>` landmark. The controls that
 * open a menu or a dialog are plain buttons until the client takes over, a moment later; the
 * brand and sign-in are real links, which work before that too.
 */
import { htmlLangOf, type Language } from '@domain/i18n/languages';
import type { Translate } from '@domain/first-screen/first-screen-texts';
import { html, type Markup } from './html';
import { icon } from './icon';

export function shell(t: Translate, language: Language, signInHref: string, content: Markup) {
  const languageName = t(`common:language.names.${language}`);
  const signIn = t('common:header.signIn');
  return html`<div class="fs-app">
    <a class="fs-skip" href="#main-content">${t('common:a11y.skipToContent')}</a>
    <header class="fs-top">
      <div class="fs-top-row">
        <button
          type="button"
          class="fs-btn fs-btn-ghost fs-btn-icon fs-hide-lg fs-menu"
          aria-label="${t('common:a11y.openNav')}"
        >
          ${icon('menu', 'fs-icon-6')}
        </button>
        <a class="fs-brand" href="/" aria-label="${t('common:a11y.homeLink')}"
          ><img src="/icons/icon.svg" alt="" class="fs-brand-logo" /><span class="fs-brand-name"
            >${t('common:app.name')}</span
          ><span class="fs-brand-tagline">${t('common:app.tagline')}</span></a
        >
        <span class="fs-spacer"></span>
        <button
          type="button"
          class="fs-btn fs-btn-ghost fs-btn-gray fs-btn-tight"
          aria-label="${t('shell:search.open')}"
        >
          ${icon('search')}<span class="fs-show-xl fs-muted">${t('shell:search.button')}</span
          ><kbd class="fs-kbd fs-show-xl" aria-hidden="true">⌘K</kbd>
        </button>
        <a class="fs-help fs-show-md" href="/help">${t('common:header.help')}</a>
        <button
          type="button"
          class="fs-btn fs-btn-ghost fs-btn-gray fs-btn-tight"
          aria-label="${t('common:language.choose', { current: languageName })}"
        >
          ${icon('globe')}<span class="fs-show-md" lang="${htmlLangOf(language)}"
            >${languageName}</span
          >
        </button>
        <button
          type="button"
          class="fs-btn fs-btn-ghost fs-btn-gray fs-btn-icon"
          aria-label="${t('shell:settings.open')}"
        >
          ${icon('settings')}
        </button>
        <a
          class="fs-btn fs-btn-solid fs-btn-icon fs-hide-sm"
          href="${signInHref}"
          aria-label="${signIn}"
          >${icon('signIn')}</a
        >
        <a class="fs-btn fs-btn-solid fs-show-sm fs-signin" href="${signInHref}"
          >${icon('signIn')}${signIn}</a
        >
      </div>
    </header>
    <div class="fs-body">
      <nav class="fs-sidenav" aria-label="${t('common:a11y.mainNav')}"></nav>
      <main id="main-content" tabindex="-1" class="fs-main">${content}</main>
    </div>
  </div>`;
}
