import { graphql } from 'gatsby';

// What the shell needs on every page, for the page's language: its menus and its UI strings (read
// by PageStrings). Templates spread it into their own query: `...LayoutData`. Menu items of the same position keep one order, whatever order the
// data layer made them in (a warm build makes them in another than a clean one).
export const layoutData = graphql`
  fragment LayoutData on Query {
    uiStrings(language: $language, defaultLanguage: $defaultLanguage)
    wp {
      generalSettings {
        title
      }
    }
    site {
      siteMetadata {
        siteUrl
      }
    }
    primaryMenu: allWpMenuItem(filter: { locations: { in: [$primaryLocation] } }, sort: [{ order: ASC }, { databaseId: ASC }]) {
      nodes {
        id
        parentId
        label
        path
        order
      }
    }
    footerMenu: allWpMenuItem(filter: { locations: { in: [$footerLocation] } }, sort: [{ order: ASC }, { databaseId: ASC }]) {
      nodes {
        id
        parentId
        label
        path
        order
      }
    }
  }
`;
