import { MESSAGES_IT } from '@insieme/schema';
import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import it from '../locales/it.json';

type Tree = { [key: string]: unknown };

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Message keys of the shared rules are flat ('validation.email_not_valid'); i18next nests on '.'. */
export function nestMessages(flat: Readonly<Record<string, string>>): Tree {
  const tree: Tree = {};
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = tree;
    parts.slice(0, -1).forEach((part) => {
      const child = node[part];
      if (isTree(child)) {
        node = child;
      } else {
        const next: Tree = {};
        node[part] = next;
        node = next;
      }
    });
    node[parts[parts.length - 1]] = text;
  }
  return tree;
}

function merge(base: Tree, extra: Tree): Tree {
  const result: Tree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = result[key];
    result[key] = isTree(current) && isTree(value) ? merge(current, value) : value;
  }
  return result;
}

// The UI texts (it.json) and the rule messages of @insieme/schema form one Italian resource.
const italian: ResourceLanguage = {
  translation: merge(nestMessages(MESSAGES_IT), it),
};

export const resources: Resource = {
  it: italian,
  en: { translation: en },
};

void i18next.use(initReactI18next).init({
  resources,
  lng: 'it',
  fallbackLng: 'dev',
  supportedLngs: ['it', 'en', 'dev'],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export const i18n = i18next;
