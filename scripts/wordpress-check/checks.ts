// The questions a build asks WordPress, asked up front: each check says what it found and, when
// something is wrong, what to change in WordPress. `error` means the build would fail;
// `warning` means the site would build but miss something visitors expect.
import { supportedWpPluginVersions } from 'gatsby-source-wordpress/dist/supported-remote-plugin-versions';
import { askVersions, versionsResult } from './versions-check';

export type CheckResult = { name: string; status: 'ok' | 'warning' | 'error' | 'skipped'; detail: string; fix?: string };

type Options = { graphqlUrl: string; siteOrigin: string; fetchImpl?: typeof fetch; timeoutMs?: number };
type Json = Record<string, unknown>;
type Answer = { data?: Json | null; errors?: { message: string }[] };

export async function checkWordPress({ graphqlUrl, siteOrigin, fetchImpl = fetch, timeoutMs = 15000 }: Options): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const ask = async (query: string, variables?: Json): Promise<Answer> => {
    const response = await fetchImpl(graphqlUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    try {
      return JSON.parse(text) as Answer;
    } catch {
      throw new Error(`HTTP ${response.status}, not JSON: ${text.slice(0, 80).replace(/\s+/g, ' ')}`);
    }
  };

  // 1. The endpoint itself: nothing else can be asked without it.
  let origin: string;
  try {
    const answer = await ask('{ generalSettings { url title } }');
    const settings = answer.data?.generalSettings as { url?: string; title?: string } | undefined;
    if (!settings?.url) throw new Error(answer.errors?.[0]?.message ?? 'no generalSettings in the answer');
    origin = new URL(settings.url).origin;
    results.push({ name: 'GraphQL endpoint', status: 'ok', detail: `${graphqlUrl} answers for "${settings.title}" (${settings.url})` });
  } catch (error) {
    results.push({
      name: 'GraphQL endpoint',
      status: 'error',
      detail: `${graphqlUrl}: ${reason(error)}`,
      fix: 'Install and activate the WPGraphQL plugin, and check the URL (it ends in /graphql) and that the server is reachable from where the build runs.',
    });
    return results;
  }

  // The versions of WordPress and its plugins, against those the site is tested with.
  results.push(versionsResult(await askVersions(origin, fetchImpl, timeoutMs)));

  // 2. WPGatsby, in versions gatsby-source-wordpress supports.
  const versions = await ask(
    `query V($wpgql: String!, $wpgatsby: String!) { isWpGatsby wpGatsby { arePrettyPermalinksEnabled }
      wpGatsbyCompatibility(wpGQLVersionRange: $wpgql, wpGatsbyVersionRange: $wpgatsby) { satisfies { wpGQL wpGatsby } } }`,
    { wpgql: supportedWpPluginVersions.WPGraphQL.version, wpgatsby: supportedWpPluginVersions.WPGatsby.version },
  );
  const satisfies = (versions.data?.wpGatsbyCompatibility as { satisfies?: { wpGQL: boolean; wpGatsby: boolean } } | undefined)?.satisfies;
  if (!versions.data?.isWpGatsby) {
    results.push({
      name: 'WPGatsby',
      status: 'error',
      detail: 'WPGatsby is not active',
      fix: 'Install and activate the WPGatsby plugin (it reports changes for incremental builds).',
    });
  } else if (!satisfies?.wpGQL || !satisfies.wpGatsby) {
    results.push({
      name: 'WPGatsby',
      status: 'error',
      detail: `versions outside what the build supports (WPGraphQL ${supportedWpPluginVersions.WPGraphQL.version}, WPGatsby ${supportedWpPluginVersions.WPGatsby.version})`,
      fix: 'Update or downgrade WPGraphQL and WPGatsby to the versions named above.',
    });
  } else {
    results.push({ name: 'WPGatsby', status: 'ok', detail: 'active, WPGraphQL and WPGatsby versions supported' });
  }

  // 3. Pretty permalinks: page URIs become the site's paths.
  const pretty = (versions.data?.wpGatsby as { arePrettyPermalinksEnabled?: boolean } | undefined)?.arePrettyPermalinksEnabled;
  results.push(
    pretty
      ? { name: 'Permalinks', status: 'ok', detail: 'pretty permalinks are on' }
      : { name: 'Permalinks', status: 'error', detail: 'pretty permalinks are off', fix: 'In Settings > Permalinks, choose any structure other than "Plain".' },
  );

  // 4. Polylang's languages.
  const langs = await ask('{ languages { code slug locale name } defaultLanguage { slug } }');
  const languages = (langs.data?.languages as { code: string; slug: string; locale: string; name: string }[] | null | undefined) ?? [];
  const defaultSlug = (langs.data?.defaultLanguage as { slug?: string } | null | undefined)?.slug;
  if (langs.errors?.length || languages.length === 0 || !defaultSlug) {
    results.push({
      name: 'Languages',
      status: 'error',
      detail: langs.errors?.[0]?.message ?? 'no languages or no default language',
      fix: 'Install Polylang and WPGraphQL Polylang, add the languages and choose the default one in Languages > Settings.',
    });
    return results;
  }
  results.push({ name: 'Languages', status: 'ok', detail: `${languages.map((l) => l.slug).join(', ')} (default: ${defaultSlug})` });

  // 5. A primary menu and 6. a front page in every language.
  const pages = await ask('{ pages(first: 100) { nodes { isFrontPage commentStatus content databaseId language { slug } } } }');
  const nodes = ((pages.data?.pages as { nodes?: unknown[] } | undefined)?.nodes ?? []) as {
    isFrontPage: boolean;
    commentStatus: string | null;
    content: string | null;
    databaseId: number;
    language: { slug: string } | null;
  }[];
  for (const language of languages) {
    const location = language.slug === defaultSlug ? 'PRIMARY' : `PRIMARY___${language.code}`;
    const menu = await ask('query M($location: MenuLocationEnum!) { menuItems(first: 1, where: { location: $location }) { nodes { id } } }', { location });
    const count = ((menu.data?.menuItems as { nodes?: unknown[] } | undefined)?.nodes ?? []).length;
    results.push(
      count > 0
        ? { name: `Primary menu (${language.slug})`, status: 'ok', detail: `a menu is assigned to ${location}` }
        : {
            name: `Primary menu (${language.slug})`,
            status: 'warning',
            detail: `no menu items at location ${location}${menu.errors?.length ? ` (${menu.errors[0].message})` : ''}`,
            fix: `In Appearance > Menus > Manage Locations, assign a menu to the primary location for ${language.name}.`,
          },
    );
    const front = nodes.some((p) => p.isFrontPage && p.language?.slug === language.slug);
    results.push(
      front
        ? { name: `Front page (${language.slug})`, status: 'ok', detail: 'found' }
        : {
            name: `Front page (${language.slug})`,
            status: 'warning',
            detail: `no front page in ${language.name}: its home would not exist`,
            fix: `Set a static front page in Settings > Reading, and give it a ${language.name} translation in Polylang.`,
          },
    );
  }

  // 7. Contact Form 7's REST API, for a form found in the content.
  const formId = nodes.map((p) => /data-wpcf7-id="(\d+)"|\[contact-form-7[^\]]*\bid="(\d+)"/.exec(p.content ?? '')).find(Boolean);
  if (!formId) {
    results.push({ name: 'Contact Form 7', status: 'skipped', detail: 'no form in the pages' });
  } else {
    const id = formId[1] ?? formId[2];
    const url = `${origin}/wp-json/contact-form-7/v1/contact-forms/${id}/refill`;
    const ok = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) })
      .then(async (r) => r.ok && (r.headers.get('content-type') ?? '').includes('json'))
      .catch(() => false);
    results.push(
      ok
        ? { name: 'Contact Form 7', status: 'ok', detail: `form ${id} answers at ${url}` }
        : {
            name: 'Contact Form 7',
            status: 'warning',
            detail: `${url} does not answer JSON`,
            fix: 'Activate Contact Form 7 and make sure the REST API (/wp-json/) is not blocked by a security plugin.',
          },
    );
  }

  // 8. Comments without logging in, where pages take comments. An empty comment is refused
  // either way; the reason tells whether visitors may comment at all.
  const open = nodes.find((p) => p.commentStatus === 'open');
  if (!open) {
    results.push({ name: 'Comments', status: 'skipped', detail: 'no page takes comments' });
  } else {
    const probe = await ask('mutation P($on: Int!) { createComment(input: { commentOn: $on, content: "" }) { success } }', { on: open.databaseId });
    const message = probe.errors?.[0]?.message ?? '';
    results.push(
      /logged in/i.test(message)
        ? {
            name: 'Comments',
            status: 'warning',
            detail: 'visitors must log in to comment',
            fix: 'In Settings > Discussion, untick "Users must be registered and logged in to comment".',
          }
        : { name: 'Comments', status: 'ok', detail: 'visitors may comment without an account' },
    );
  }

  // 9. CORS for the site's origin (forms and comments are sent from the browser).
  const preflight = await fetchImpl(graphqlUrl, {
    method: 'OPTIONS',
    headers: { Origin: siteOrigin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    signal: AbortSignal.timeout(timeoutMs),
  }).catch(() => null);
  const allowed = preflight?.headers.get('access-control-allow-origin');
  results.push(
    allowed === '*' || allowed === siteOrigin
      ? { name: 'CORS', status: 'ok', detail: `${siteOrigin} may call WordPress from the browser` }
      : {
          name: 'CORS',
          status: 'warning',
          detail: `no Access-Control-Allow-Origin for ${siteOrigin}${allowed ? ` (got ${allowed})` : ''}`,
          fix: `Allow the origin ${siteOrigin} for /graphql and /wp-json/ (a CORS plugin, or the web server's headers).`,
        },
  );
  return results;
}

const reason = (error: unknown) => {
  const { cause, message } = error as Error & { cause?: { code?: string; message?: string } };
  return cause?.code ?? cause?.message ?? message;
};

export const buildWouldFail = (results: CheckResult[]): boolean => results.some((r) => r.status === 'error');

export function formatReport(results: CheckResult[]): string {
  const mark = { ok: '✔', warning: '!', error: '✘', skipped: '–' } as const;
  return results.map((r) => `${mark[r.status]} ${r.name}: ${r.detail}${r.fix ? `\n    fix: ${r.fix}` : ''}`).join('\n');
}
