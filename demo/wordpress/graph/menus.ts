// Menus and their items, in the locations Polylang makes for each language.
import { connection, edge } from '../connection';
import type { MenuItemRecord, MenuRecord, PageRecord } from '../content-files';
import { globalId } from '../store';
import type { Args, GraphContext, Node } from './context';
import { decodeGlobalId, idList } from './global-ids';
import { defaultLanguage, languageFilter } from './languages';
import { page, uriOf } from './pages';

// Polylang names the locations of languages other than the default `<LOCATION>___<LANG>`.
const locationOf = (ctx: GraphContext, m: MenuRecord) =>
  m.language === defaultLanguage(ctx).slug ? m.location : `${m.location}___${m.language.toUpperCase()}`;
const menuRecords = (ctx: GraphContext) => ctx.store.all<MenuRecord>('menu');
const menuItemRecords = (ctx: GraphContext) => ctx.store.all<MenuItemRecord>('menuItem');

export function menu(ctx: GraphContext, m: MenuRecord): Node & Record<string, unknown> {
  const items = menuItemRecords(ctx).filter((i) => i.menuId === m.id);
  return {
    __typename: 'Menu',
    id: globalId('menu', m.id),
    databaseId: m.id,
    menuId: m.id,
    name: m.name,
    slug: m.slug,
    count: items.length,
    locations: [locationOf(ctx, m)],
    isRestricted: false,
    menuItems: (args: Args) =>
      connection(
        filterMenuItems(ctx, items, args.where).map((i) => menuItem(ctx, i)),
        args,
      ),
  };
}

export function menuItem(ctx: GraphContext, i: MenuItemRecord): Node & Record<string, unknown> {
  const owner = ctx.store.get<MenuRecord>('menu', i.menuId);
  const target = i.pageId ? ctx.store.get<PageRecord>('page', i.pageId) : undefined;
  const path = target ? uriOf(ctx, target) : (i.url ?? '#');
  const url = path.startsWith('/') ? `${ctx.origin}${path}` : path;
  return {
    __typename: 'MenuItem',
    id: globalId('menuItem', i.id),
    databaseId: i.id,
    menuItemId: i.id,
    label: i.label ?? target?.title ?? '',
    title: null,
    description: null,
    cssClasses: [],
    linkRelationship: null,
    target: null,
    url,
    path,
    uri: path,
    order: positionInMenu(ctx, i),
    parentDatabaseId: i.parentId ?? 0,
    parentId: i.parentId ? globalId('menuItem', i.parentId) : null,
    locations: owner ? [locationOf(ctx, owner)] : [],
    isRestricted: false,
    menu: () => edge(owner && menu(ctx, owner)),
    connectedNode: () => edge(target && page(ctx, target)),
    childItems: (args: Args) =>
      connection(
        menuItemRecords(ctx)
          .filter((c) => c.parentId === i.id)
          .sort((a, b) => positionInMenu(ctx, a) - positionInMenu(ctx, b))
          .map((c) => menuItem(ctx, c)),
        args,
      ),
  };
}

function filterMenuItems(ctx: GraphContext, list: MenuItemRecord[], where: Record<string, unknown> | null | undefined): MenuItemRecord[] {
  // Only menus assigned to a location are public, as in WordPress.
  const menus = new Map(
    menuRecords(ctx)
      .filter((m) => m.location)
      .map((m) => [m.id, m]),
  );
  let items = list.filter((i) => menus.has(i.menuId));
  if (where?.location) items = items.filter((i) => locationOf(ctx, menus.get(i.menuId)!) === where.location);
  const languages = languageFilter(ctx, where);
  if (languages) items = items.filter((i) => languages.has(menus.get(i.menuId)!.language));
  if (where?.parentDatabaseId !== undefined && where?.parentDatabaseId !== null) items = items.filter((i) => (i.parentId ?? 0) === where.parentDatabaseId);
  if (where?.parentId) items = items.filter((i) => i.parentId === idList([where.parentId])[0]);
  if (where?.id) items = items.filter((i) => i.id === where.id);
  // WordPress sorts by menu_order, the position in the whole menu; equal ones, newest first.
  return [...items].sort((a, b) => positionInMenu(ctx, a) - positionInMenu(ctx, b) || b.id - a.id);
}

// An item's menu_order is its place in its menu as the editor sees it, children included.
function positionInMenu(ctx: GraphContext, item: MenuItemRecord): number {
  const siblingsOf = (parentId: number | null) =>
    menuItemRecords(ctx)
      .filter((i) => i.menuId === item.menuId && (i.parentId ?? null) === parentId)
      .sort((a, b) => a.order - b.order || a.id - b.id);
  const flat: MenuItemRecord[] = [];
  const walk = (parentId: number | null) =>
    siblingsOf(parentId).forEach((i) => {
      flat.push(i);
      walk(i.id);
    });
  walk(null);
  return flat.findIndex((i) => i.id === item.id) + 1;
}

function findMenu(ctx: GraphContext, id: string, idType = 'ID'): MenuRecord | undefined {
  const all = menuRecords(ctx);
  switch (idType) {
    case 'DATABASE_ID':
      return ctx.store.get<MenuRecord>('menu', Number(id));
    case 'LOCATION':
      return all.find((m) => locationOf(ctx, m) === id);
    case 'NAME':
      return all.find((m) => m.name === id);
    case 'SLUG':
      return all.find((m) => m.slug === id);
    default: {
      const d = decodeGlobalId(id);
      return d?.loader === 'term' ? ctx.store.get<MenuRecord>('menu', d.databaseId) : undefined;
    }
  }
}

export const menuRootFields = (ctx: GraphContext) => ({
  menus: (args: Args) => {
    let list = menuRecords(ctx).filter((m) => m.location);
    if (args.where?.location) list = list.filter((m) => locationOf(ctx, m) === args.where?.location);
    if (args.where?.slug) list = list.filter((m) => m.slug === args.where?.slug);
    if (args.where?.id) list = list.filter((m) => m.id === args.where?.id);
    // Terms come sorted by name, as MySQL's collation compares them (case and accents aside).
    list = [...list].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id);
    return connection(
      list.map((m) => menu(ctx, m)),
      args,
    );
  },
  menu: ({ id, idType }: { id: string; idType?: string }) => {
    const found = findMenu(ctx, id, idType);
    return found ? menu(ctx, found) : null;
  },
  menuItems: (args: Args) =>
    connection(
      filterMenuItems(ctx, menuItemRecords(ctx), args.where).map((i) => menuItem(ctx, i)),
      args,
    ),
  menuItem: ({ id, idType }: { id: string; idType?: string }) => {
    const d = idType === 'DATABASE_ID' ? { databaseId: Number(id) } : decodeGlobalId(id);
    const found = d ? ctx.store.get<MenuItemRecord>('menuItem', d.databaseId) : undefined;
    return found ? menuItem(ctx, found) : null;
  },
});
