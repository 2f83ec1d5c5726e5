// What Gatsby's webpack gives the browser runtime: its build-time constants, the templates by
// chunk name (a virtual module) and the path the page was built for (a script in its HTML).
declare const __BASE_PATH__: string;
declare const __PATH_PREFIX__: string;

declare module '$virtual/async-requires' {
  const asyncRequires: { components: Record<string, (() => Promise<unknown>) | undefined> };
  export default asyncRequires;
}

declare module 'gatsby-browser-plugins' {
  const plugins: { plugin: Record<string, ((args: Record<string, unknown>, options: unknown) => unknown) | undefined>; options: unknown }[];
  export default plugins;
}

interface Window {
  pagePath?: string;
}
