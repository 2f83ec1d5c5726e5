import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringsOutOfStep, uiStringsFor } from '../../src/lib/ui-strings-files.server';

let dir: string;
const write = (language: string, ns: string, strings: Record<string, string>) => {
  fs.mkdirSync(path.join(dir, language), { recursive: true });
  fs.writeFileSync(path.join(dir, language, `${ns}.json`), JSON.stringify(strings));
};

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'locales-'));
  write('en', 'common', { menu: 'Menu', close: 'Close', home: 'Home' });
  write('en', 'share', { share: 'Share' });
  write('fr', 'common', { menu: 'Menu FR', close: 'Fermer' });
  write('de', 'common', { menu: 'Menü' });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('a language gets its own strings, by namespace', () => {
  expect(uiStringsFor('fr', 'fr', dir).common).toMatchObject({ menu: 'Menu FR', close: 'Fermer' });
});

test('a missing string comes from the default language, then English', () => {
  expect(uiStringsFor('de', 'fr', dir)).toEqual({ common: { menu: 'Menü', close: 'Fermer', home: 'Home' }, share: { share: 'Share' } });
});

test('a language without files reads entirely as the default language', () => {
  expect(uiStringsFor('it', 'fr', dir).common).toEqual({ menu: 'Menu FR', close: 'Fermer', home: 'Home' });
});

test('a language that lacks a string, or keeps one English no longer has, is out of step', () => {
  write('fr', 'share', { share: 'Partager', tweet: 'Tweeter' });
  expect(stringsOutOfStep('fr', dir)).toEqual({ missing: ['common.home'], extra: ['share.tweet'] });
  expect(stringsOutOfStep('de', dir)).toEqual({ missing: ['common.close', 'common.home', 'share.share'], extra: [] });
});

test('every language of the project has every string, and no other', () => {
  const languages = fs.readdirSync(path.resolve('locales')).filter((name) => name !== 'en');
  expect(languages.length).toBeGreaterThan(0);
  for (const language of languages) expect({ language, ...stringsOutOfStep(language) }).toEqual({ language, missing: [], extra: [] });
});

test('grouped keys reach pages flat, joined by dots', () => {
  write('en', 'comments', { title: 'Comments' });
  fs.writeFileSync(path.join(dir, 'en', 'grouped.json'), JSON.stringify({ error: { duplicate: 'Already sent', deep: { er: 'x' } } }));
  expect(uiStringsFor('en', 'en', dir).grouped).toEqual({ 'error.duplicate': 'Already sent', 'error.deep.er': 'x' });
});
