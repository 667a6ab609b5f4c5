import '@testing-library/jest-dom/jest-globals';
import { jest } from '@jest/globals';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { TEST_I18N_OPTIONS, readNamespaces } from '../unit/helpers/texts';

jest.mock('next/router', () => jest.requireActual('next-router-mock'));

// Components render with the real English strings of every namespace, so assertions read like the page does.
// Rendered without the app's provider (appWithTranslation), they read react-i18next's shared instance.
void i18n
  .use(initReactI18next)
  .init({ ...TEST_I18N_OPTIONS, lng: 'en', resources: { en: readNamespaces('en') } });

// jsdom has <dialog> but not its methods. This mirrors the open/close contract only: what the browser adds
// (inert page, Esc, focus return) is proven in Chromium by the e2e suite.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};
