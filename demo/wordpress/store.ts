// The demo backend's state, in SQLite so that it survives a restart and can be inspected with
// any SQLite client. Every WordPress object is one row of `nodes` (its fields as JSON); every
// change to content is also written to `actions`, the way WPGatsby's action monitor records
// them (with the project's comment monitor, wordpress/hotel-site/includes/comment-actions.php), so
// that a warm Gatsby build fetches only what changed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { CommentRecord, ContentSnapshot, MenuItemRecord, MenuRecord, PageRecord } from './content-files';
import { trackedOptionChanges } from './site-options';
import { Sqlite } from './sqlite';

export type NodeKind = 'page' | 'mediaItem' | 'menu' | 'menuItem' | 'comment' | 'user';

// WPGatsby names each action after the GraphQL root fields of the changed node's type.
export const pluralOf: Record<NodeKind, string> = {
  page: 'pages',
  mediaItem: 'mediaItems',
  menu: 'menus',
  menuItem: 'menuItems',
  comment: 'comments',
  user: 'users',
};

// WPGraphQL's global ids: base64 of "<loader>:<database id>".
const loaderOf: Record<NodeKind, string> = {
  page: 'post',
  mediaItem: 'post',
  menu: 'term',
  menuItem: 'post',
  comment: 'comment',
  user: 'user',
};

export const globalId = (kind: NodeKind, id: number): string => Buffer.from(`${loaderOf[kind]}:${id}`).toString('base64');

export type ActionType = 'CREATE' | 'UPDATE' | 'DELETE' | 'NON_NODE_ROOT_FIELDS';

/** What WPGatsby gives a NON_NODE_ROOT_FIELDS entry as its node's id, relay id, status and type names. */
export const NON_NODE_ROOT_FIELD = 'update_non_node_root_field';

export type Action = {
  id: number;
  actionType: ActionType;
  kind: NodeKind | null;
  nodeId: number | null;
  title: string;
  status: string;
  createdMs: number;
};

// Action monitor entries are posts in WordPress; their ids come after every content id.
export const ACTION_ID_OFFSET = 100000;

type Row = { kind: NodeKind; id: number; data: string; hash: string; modified: string };

const hashOf = (value: unknown) => crypto.createHash('sha1').update(JSON.stringify(value)).digest('hex');
const nowGmt = () => new Date().toISOString().slice(0, 19);

export class Store {
  private readonly db: Sqlite;
  private cache = new Map<NodeKind, Map<number, unknown>>();
  private groups = new WeakMap<Map<number, unknown>, Map<string, Map<string, unknown[]>>>();
  private dataVersion = -1;
  private modifiedCache = new Map<NodeKind, Map<number, string>>();
  private siteCache: ContentSnapshot['site'] | undefined;
  private checkedThisTurn = false;

  constructor(file: string) {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Sqlite(file);
    this.db.exec('PRAGMA journal_mode = WAL');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS nodes (
        kind TEXT NOT NULL, id INTEGER NOT NULL, data TEXT NOT NULL, hash TEXT NOT NULL,
        origin TEXT NOT NULL DEFAULT 'content', modified TEXT NOT NULL,
        PRIMARY KEY (kind, id));
      CREATE TABLE IF NOT EXISTS settings (name TEXT PRIMARY KEY, data TEXT NOT NULL, hash TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS actions (
        id INTEGER PRIMARY KEY AUTOINCREMENT, action_type TEXT NOT NULL, kind TEXT, node_id INTEGER,
        title TEXT NOT NULL, status TEXT NOT NULL, created_ms INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS sequences (kind TEXT PRIMARY KEY, last_id INTEGER NOT NULL);
    `);
  }

  close(): void {
    this.db.close();
  }

  /** Brings the database in line with the content files; returns the actions it recorded, dated `nowMs`. */
  sync(snapshot: ContentSnapshot, nowMs = Date.now()): Action[] {
    const firstLoad = (this.db.sql('SELECT COUNT(*) AS n FROM nodes').get() as { n: number }).n === 0;
    const recorded: Action[] = [];
    const record = (actionType: ActionType, kind: NodeKind | null, nodeId: number | null, title: string, status = 'publish') => {
      if (!firstLoad) recorded.push(this.record(actionType, kind, nodeId, title, status, nowMs));
    };
    // A comment in the files is approved; taking one out of them is deleting it in WordPress.
    const recordComment = (actionType: 'CREATE' | 'UPDATE' | 'DELETE', comment: CommentRecord) => {
      if (!firstLoad) recorded.push(...this.recordComment(actionType, comment, actionType === 'DELETE' ? 'delete' : 'publish', nowMs));
    };

    // Appearance > Menus saves a menu whole: its changes are recorded per menu once all are known.
    const menusChanged = new Set<number>();
    const menusCreated = new Set<number>();
    const menusDeleted: number[] = [];

    const byKind: Record<NodeKind, { id: number; title?: string; name?: string }[]> = {
      page: snapshot.pages,
      mediaItem: snapshot.media,
      menu: snapshot.menus,
      menuItem: snapshot.menuItems,
      comment: snapshot.comments,
      user: snapshot.users,
    };

    this.db.transaction(() => {
      for (const [kind, records] of Object.entries(byKind) as [NodeKind, (typeof byKind)[NodeKind]][]) {
        // What visitors created lives beside the content files; a file may never overwrite it.
        const visitors = new Set((this.db.sql("SELECT id FROM nodes WHERE kind = ? AND origin = 'visitor'").all(kind) as Row[]).map((r) => r.id));
        const clash = records.find((item) => visitors.has(item.id));
        if (clash) throw new Error(`The demo content reuses id ${clash.id} of a ${kind} created by a visitor: give it another id`);
        const existing = new Map(
          (this.db.sql("SELECT id, hash, data FROM nodes WHERE kind = ? AND origin = 'content'").all(kind) as Row[]).map((r) => [r.id, r]),
        );
        for (const item of records) {
          const hash = hashOf(item);
          const before = existing.get(item.id);
          existing.delete(item.id);
          if (before?.hash === hash) continue;
          this.db
            .sql(
              `INSERT INTO nodes (kind, id, data, hash, origin, modified) VALUES (?, ?, ?, ?, 'content', ?)
               ON CONFLICT (kind, id) DO UPDATE SET data = excluded.data, hash = excluded.hash, modified = excluded.modified`,
            )
            .run(kind, item.id, JSON.stringify(item), hash, firstLoad ? '' : nowGmt());
          if (kind === 'comment') recordComment(before === undefined ? 'CREATE' : 'UPDATE', item as CommentRecord);
          else if (kind === 'menu') (before === undefined ? menusCreated : menusChanged).add(item.id);
          else if (kind === 'menuItem') {
            // An item moved to another menu changes both.
            menusChanged.add((item as MenuItemRecord).menuId);
            if (before) menusChanged.add((JSON.parse(before.data) as MenuItemRecord).menuId);
          } else record(before === undefined ? 'CREATE' : 'UPDATE', kind, item.id, item.title ?? item.name ?? '');
        }
        for (const [goneId, gone] of existing) {
          this.db.sql('DELETE FROM nodes WHERE kind = ? AND id = ?').run(kind, goneId);
          if (kind === 'comment') recordComment('DELETE', JSON.parse(gone.data) as CommentRecord);
          else if (kind === 'menu') menusDeleted.push(goneId);
          else if (kind === 'menuItem') {
            // Removed in the menu screen, the item's menu is saved; deleted by WordPress with the
            // page it points at, it is not. Either way the project's must-use plugin
            // (wordpress/hotel-site/includes/menu-item-actions.php) records its DELETE.
            const item = JSON.parse(gone.data) as MenuItemRecord;
            const pageGone = item.pageId !== null && !snapshot.pages.some((p) => p.id === item.pageId);
            if (!pageGone) menusChanged.add(item.menuId);
            record('DELETE', kind, goneId, item.label ?? '', 'trash');
          } else {
            const goneNode = JSON.parse(gone.data) as { title?: string; author?: number };
            record('DELETE', kind, goneId, goneNode.title ?? '', 'trash');
            // WPGatsby's post monitor also refetches the author of a page that goes away, whose
            // list of pages changed.
            const author = kind === 'page' && goneNode.author !== undefined ? snapshot.users.find((u) => u.id === goneNode.author) : undefined;
            if (author) record('UPDATE', 'user', author.id, author.name);
          }
        }
      }
      this.recordMenuSaves(snapshot, menusCreated, menusChanged, menusDeleted, record);
      const settingsHash = hashOf(snapshot.site);
      const before = this.db.sql("SELECT data, hash FROM settings WHERE name = 'site'").get() as { data: string; hash: string } | undefined;
      if (before?.hash !== settingsHash) {
        this.db
          .sql("INSERT INTO settings (name, data, hash) VALUES ('site', ?, ?) ON CONFLICT (name) DO UPDATE SET data = excluded.data, hash = excluded.hash")
          .run(JSON.stringify(snapshot.site), settingsHash);
        // WPGatsby's SettingsMonitor: one entry for all root fields, titled after the last option saved.
        if (before) {
          for (const option of trackedOptionChanges(JSON.parse(before.data) as ContentSnapshot['site'], snapshot.site)) {
            record('NON_NODE_ROOT_FIELDS', null, null, `Update Setting:  ${option}`, NON_NODE_ROOT_FIELD);
          }
        }
      }
    });
    this.forget();
    return recorded;
  }

  /**
   * What WPGatsby's NavMenuMonitor records when an editor saves a menu in Appearance > Menus:
   * wp_update_nav_menu_object() and wp_nav_menu_update_menu_items() fire `wp_update_nav_menu`
   * (an UPDATE of the menu) and call wp_update_nav_menu_item() for every item the screen shows,
   * which fires `wp_update_nav_menu_item` (an UPDATE of the menu and of the item, titled with the
   * item's own title: empty when it shows its page's title). Only menus at a location count;
   * items removed, or a menu's location given for the first time, record no more than that. A
   * menu deleted records its DELETE, titled "#<id>".
   */
  private recordMenuSaves(
    snapshot: ContentSnapshot,
    created: Set<number>,
    changed: Set<number>,
    deleted: number[],
    record: (actionType: ActionType, kind: NodeKind | null, nodeId: number | null, title: string, status?: string) => void,
  ): void {
    for (const menu of snapshot.menus as MenuRecord[]) {
      if (!menu.location || (!created.has(menu.id) && !changed.has(menu.id))) continue;
      record(created.has(menu.id) ? 'CREATE' : 'UPDATE', 'menu', menu.id, menu.name);
      for (const item of snapshot.menuItems.filter((i) => i.menuId === menu.id)) {
        const pageTitle = item.pageId === null ? undefined : snapshot.pages.find((p) => p.id === item.pageId)?.title;
        record('UPDATE', 'menuItem', item.id, item.label !== null && item.label !== pageTitle ? item.label : '');
      }
    }
    for (const id of deleted) record('DELETE', 'menu', id, `#${id}`, 'trash');
  }

  /**
   * Records one entry of the action monitor. WPGatsby keeps one entry per node (per kind of root
   * field change for the others): a later change of the same node rewrites it, keeping its id.
   */
  record(actionType: ActionType, kind: NodeKind | null, nodeId: number | null, title: string, status = 'publish', createdMs = Date.now()): Action {
    const same = (
      kind === null
        ? this.db.sql('SELECT id FROM actions WHERE kind IS NULL AND action_type = ?').get(actionType)
        : this.db.sql('SELECT id FROM actions WHERE kind = ? AND node_id = ?').get(kind, nodeId)
    ) as { id: number } | undefined;
    if (same) {
      this.db.sql('UPDATE actions SET action_type = ?, title = ?, status = ?, created_ms = ? WHERE id = ?').run(actionType, title, status, createdMs, same.id);
      return { id: same.id, actionType, kind, nodeId, title, status, createdMs };
    }
    const info = this.db
      .sql('INSERT INTO actions (action_type, kind, node_id, title, status, created_ms) VALUES (?, ?, ?, ?, ?, ?)')
      .run(actionType, kind, nodeId, title, status, createdMs);
    return { id: Number(info.lastInsertRowid), actionType, kind, nodeId, title, status, createdMs };
  }

  /**
   * What the comment monitor records: the comment under its author's name, and, when the comment
   * appears or goes, its page, whose list of comments gatsby-source-wordpress must fetch again.
   * `status` is `publish` while the comment is visible, else WordPress's word for where it went
   * (`unapproved`, `spam`, `trash`, `delete`). A comment that goes is recorded under a neutral
   * title, "Comment <id>", in a new entry: the action monitor is public, and keeps its entries
   * for seven days.
   */
  recordComment(actionType: 'CREATE' | 'UPDATE' | 'DELETE', comment: CommentRecord, status: string, createdMs = Date.now()): Action[] {
    // Read past the cache: during a sync the page may have been written a moment ago.
    const row = this.db.sql("SELECT data FROM nodes WHERE kind = 'page' AND id = ?").get(comment.pageId) as Row | undefined;
    // Comments on a page the site does not show are not on the site either.
    if (!row) return [];
    const page = JSON.parse(row.data) as PageRecord;
    // WPGatsby would keep the first title in the entry's address: the plugin replaces the entry.
    if (actionType === 'DELETE') this.db.sql("DELETE FROM actions WHERE kind = 'comment' AND node_id = ?").run(comment.id);
    const title = actionType === 'DELETE' ? `Comment ${comment.id}` : comment.authorName;
    const actions = [this.record(actionType, 'comment', comment.id, title, status, createdMs)];
    if (actionType !== 'UPDATE') actions.push(this.record('UPDATE', 'page', page.id, page.title, 'publish', createdMs));
    return actions;
  }

  /** Saves a node that a visitor created or that was changed through the backend (not from a content file). */
  saveVisitorNode(kind: NodeKind, id: number, data: { id: number }, modifiedGmt = nowGmt()): void {
    const row = this.db.sql('SELECT origin FROM nodes WHERE kind = ? AND id = ?').get(kind, id) as { origin: string } | undefined;
    if (row && row.origin !== 'visitor') throw new Error(`${kind} ${id} comes from the content files`);
    this.db
      .sql(
        `INSERT INTO nodes (kind, id, data, hash, origin, modified) VALUES (?, ?, ?, ?, 'visitor', ?)
         ON CONFLICT (kind, id) DO UPDATE SET data = excluded.data, hash = excluded.hash, modified = excluded.modified`,
      )
      .run(kind, id, JSON.stringify(data), hashOf(data), modifiedGmt);
    this.forget(kind);
  }

  /** Deletes a node that a visitor created (never one from the content files). */
  deleteVisitorNode(kind: NodeKind, id: number): void {
    this.db.sql("DELETE FROM nodes WHERE kind = ? AND id = ? AND origin = 'visitor'").run(kind, id);
    this.forget(kind);
  }

  /** The ids of the nodes of a kind that visitors created. */
  visitorIds(kind: NodeKind): number[] {
    return (this.db.sql("SELECT id FROM nodes WHERE kind = ? AND origin = 'visitor' ORDER BY id").all(kind) as Row[]).map((r) => r.id);
  }

  /**
   * The id a new node of a kind gets: the next after the largest ever given, content and visitors
   * together, as MySQL's auto-increment gives it (an id freed by a deletion is not given again).
   */
  nextId(kind: NodeKind): number {
    const last = this.db.sql('SELECT last_id FROM sequences WHERE kind = ?').get(kind) as { last_id: number } | undefined;
    const id = Math.max(last?.last_id ?? 0, this.maxId(kind)) + 1;
    this.db.sql('INSERT INTO sequences (kind, last_id) VALUES (?, ?) ON CONFLICT (kind) DO UPDATE SET last_id = excluded.last_id').run(kind, id);
    return id;
  }

  /** The highest id of a kind, content and visitors together (0 when there is none). */
  maxId(kind: NodeKind): number {
    return (this.db.sql('SELECT COALESCE(MAX(id), 0) AS n FROM nodes WHERE kind = ?').get(kind) as { n: number }).n;
  }

  /** Runs `work` in one SQLite transaction, so that checks and writes see the same state. */
  transaction<T>(work: () => T): T {
    return this.db.transaction(work);
  }

  all<T>(kind: NodeKind): T[] {
    return [...this.index<T>(kind).values()];
  }

  get<T>(kind: NodeKind, id: number): T | undefined {
    return this.index<T>(kind).get(id);
  }

  /**
   * The nodes of a kind grouped by `key` (named `name`), made once for each version of the data:
   * looking up a page's translations among 9,000 pages, for each of a hundred pages a request,
   * took most of a listing's time.
   */
  grouped<T>(kind: NodeKind, name: string, key: (node: T) => string): Map<string, T[]> {
    const nodes = this.index<T>(kind);
    const byName = this.groups.get(nodes) ?? new Map<string, Map<string, unknown[]>>();
    this.groups.set(nodes, byName);
    let groups = byName.get(name) as Map<string, T[]> | undefined;
    if (!groups) {
      groups = new Map();
      for (const node of nodes.values()) {
        const group = groups.get(key(node));
        if (group) group.push(node);
        else groups.set(key(node), [node]);
      }
      byName.set(name, groups as Map<string, unknown[]>);
    }
    return groups;
  }

  /** When the node last changed after the first load, in GMT; undefined when it never did. */
  modified(kind: NodeKind, id: number): string | undefined {
    this.checkVersion();
    let dates = this.modifiedCache.get(kind);
    if (!dates) {
      const rows = this.db.sql('SELECT id, modified FROM nodes WHERE kind = ?').all(kind) as Row[];
      dates = new Map(rows.map((r) => [r.id, r.modified]));
      this.modifiedCache.set(kind, dates);
    }
    return dates.get(id) || undefined;
  }

  site(): ContentSnapshot['site'] {
    this.checkVersion();
    if (!this.siteCache) {
      const row = this.db.sql("SELECT data FROM settings WHERE name = 'site'").get() as { data: string } | undefined;
      if (!row) throw new Error('The demo store has no settings: load the content first');
      this.siteCache = JSON.parse(row.data) as ContentSnapshot['site'];
    }
    return this.siteCache;
  }

  /**
   * The entries changed after `sinceMs`. WPGatsby asks for posts modified after the second
   * `sinceMs` falls in (post_modified_gmt > gmdate('Y-m-d H:i:s', since / 1000)): an entry of that
   * same second is not listed. WPGraphQL orders them by modified time, to the second, then by id.
   */
  actionsSince(sinceMs: number): Action[] {
    const firstMs = (Math.floor(sinceMs / 1000) + 1) * 1000;
    const rows = this.db.sql('SELECT * FROM actions WHERE created_ms >= ? ORDER BY created_ms / 1000 DESC, id DESC').all(firstMs) as {
      id: number;
      action_type: ActionType;
      kind: NodeKind | null;
      node_id: number | null;
      title: string;
      status: string;
      created_ms: number;
    }[];
    return rows.map((r) => ({
      id: r.id,
      actionType: r.action_type,
      kind: r.kind,
      nodeId: r.node_id,
      title: r.title,
      status: r.status,
      createdMs: r.created_ms,
    }));
  }

  private index<T>(kind: NodeKind): Map<number, T> {
    this.checkVersion();
    let map = this.cache.get(kind);
    if (!map) {
      const rows = this.db.sql('SELECT id, data FROM nodes WHERE kind = ? ORDER BY id').all(kind) as Row[];
      map = new Map(rows.map((r) => [r.id, JSON.parse(r.data) as unknown]));
      this.cache.set(kind, map);
    }
    return map as Map<number, T>;
  }

  /**
   * Another process (the moderation command) may have written to the file since the last read:
   * asked once per turn of the event loop, as a request reads the store thousands of times when
   * it lists 100 pages.
   */
  private checkVersion(): void {
    if (this.checkedThisTurn) return;
    this.checkedThisTurn = true;
    setImmediate(() => (this.checkedThisTurn = false));
    const version = (this.db.sql('PRAGMA data_version').get() as { data_version: number }).data_version;
    if (version !== this.dataVersion) {
      this.forget();
      this.dataVersion = version;
    }
  }

  /** Drops what was read of a kind, or of everything, after a write. */
  private forget(kind?: NodeKind): void {
    if (kind) {
      this.cache.delete(kind);
      this.modifiedCache.delete(kind);
      return;
    }
    this.cache.clear();
    this.modifiedCache.clear();
    this.siteCache = undefined;
  }
}
