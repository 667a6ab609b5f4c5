import '@testing-library/jest-dom/jest-globals';
import { jest } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { addNamespaces } from '@/lib/i18n/translation-store';

jest.mock('next/router', () => jest.requireActual('next-router-mock'));

// Components render with the real English strings of every namespace, so assertions read like the page does.
const english = path.join(process.cwd(), 'locales', 'en');
const namespaces = Object.fromEntries(
  readdirSync(english)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(english, file), 'utf8'))]),
);
// Components rendered without the app's TranslationProvider read the browser's translation store.
addNamespaces('en', namespaces);

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
