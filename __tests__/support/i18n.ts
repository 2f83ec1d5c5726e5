// Component tests read the real English strings, so a renamed key shows up as a failing test.
import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export function initTestI18n(namespaces: string[], language = 'en') {
  const resources = Object.fromEntries(
    namespaces.map((ns) => [ns, JSON.parse(fs.readFileSync(path.join(__dirname, '../../locales', language, `${ns}.json`), 'utf8'))]),
  );
  void i18next.use(initReactI18next).init({ lng: language, resources: { [language]: resources }, ns: namespaces, interpolation: { escapeValue: false }, returnNull: false });
  return i18next;
}
