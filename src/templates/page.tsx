import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import * as React from 'react';
import { unpackContent, type PackedNode } from '../content/dom';
import { WordPressContent, type ContentImage } from '../content/WordPressContent';
import type { PageFacts } from '../content/registry';
import { CommentsOnFirstUse } from '../features/comments/CommentsOnFirstUse';
import type { PostedComment } from '../features/comments/posted-comment';
import { enhancers } from '../features/enhancers';
import type { FrontPageUris } from '../lib/front-page-uris';
import type { HotelFacts } from '../content/hotel-facts';
import type { LanguageLink } from '../layout/LanguageSwitcher';
import { Layout } from '../layout/Layout';
import type { FlatMenuItem } from '../layout/menu-tree';
import { SeoHead } from '../layout/SeoHead';
import { absoluteUrl } from '../layout/seo-links';
import { ResponsiveImage } from '../content/ResponsiveImage';
import * as styles from './page.module.css';

type PageData = {
  wpPage: {
    databaseId: number;
    title: string;
    uri: string;
    commentStatus: string | null;
    comments: { nodes: PostedComment[] } | null;
    /** The first block when the hero shows it (a stay search), else empty; not in `contentTree`. */
    heroTree: PackedNode[];
    contentTree: PackedNode[];
    description: string;
    contentImages: ContentImage[];
    featuredImage: {
      node: {
        altText: string;
        width: number;
        height: number;
        localFile: { childImageSharp: { gatsbyImageData: IGatsbyImageData; share: IGatsbyImageData } | null } | null;
      };
    } | null;
  };
  wp: { generalSettings: { title: string } };
  site: { siteMetadata: { siteUrl: string } };
  primaryMenu: { nodes: FlatMenuItem[] };
  footerMenu: { nodes: FlatMenuItem[] };
};

type PageContext = {
  /** Where the page is served: its WordPress uri, or its language's root for a front page. */
  uri: string;
  frontPageUris: FrontPageUris;
  language: string;
  locale: string;
  defaultLanguage: string;
  languageLinks: LanguageLink[];
  hotel: HotelFacts | null;
  timeZone: string | null;
  hasMap: boolean;
  homeUri: string;
};

// The same address, title and image as the page's head gives (canonical link, og:image).
const pageFacts = (data: PageData, uri: string): PageFacts => {
  const siteUrl = data.site.siteMetadata.siteUrl;
  const share = data.wpPage.featuredImage?.node.localFile?.childImageSharp?.share.images.fallback?.src;
  return { url: absoluteUrl(siteUrl, uri), title: data.wpPage.title, imageUrl: share ? absoluteUrl(siteUrl, share) : undefined };
};

export default function PageTemplate({ data, pageContext }: PageProps<PageData, PageContext>) {
  const page = data.wpPage;
  const featured = page.featuredImage?.node;
  const image = featured?.localFile?.childImageSharp?.gatsbyImageData;
  const [hero, content] = React.useMemo(() => [unpackContent(page.heroTree), unpackContent(page.contentTree)], [page]);
  const facts = pageFacts(data, pageContext.uri);
  const shared = {
    images: page.contentImages,
    afterMainImage: Boolean(image && featured),
    enhancers,
    language: pageContext.language,
    locale: pageContext.locale,
    frontPageUris: pageContext.frontPageUris,
    pageUri: pageContext.uri,
    hotel: pageContext.hotel,
    timeZone: pageContext.timeZone,
    page: facts,
  };
  return (
    <Layout
      siteTitle={data.wp.generalSettings.title}
      language={pageContext.language}
      homeUri={pageContext.homeUri}
      frontPageUris={pageContext.frontPageUris}
      currentPath={pageContext.uri}
      primaryMenu={data.primaryMenu.nodes}
      footerMenu={data.footerMenu.nodes}
      languageLinks={pageContext.languageLinks}
      hotel={pageContext.hotel}
      hasMap={pageContext.hasMap}
    >
      <article className={styles.article}>
        {/* The first screen: the picture, the title over it, and the stay search the editor put first. */}
        <div className={styles.hero}>
          {image && featured && <ResponsiveImage image={image} alt={featured.altText} priority="high" />}
          <h1>{page.title}</h1>
          <WordPressContent content={hero} {...shared} />
        </div>
        <div className={styles.body}>
          <div className="entry-content">
            <WordPressContent content={content} {...shared} />
          </div>
        </div>
      </article>
      {/* Only pages whose comments are open or shown have the comments, and load their code. */}
      {(page.commentStatus === 'open' || Boolean(page.comments?.nodes.length)) && (
        <CommentsOnFirstUse
          pageId={page.databaseId}
          pageUrl={facts.url}
          commentStatus={page.commentStatus}
          comments={page.comments?.nodes ?? []}
          locale={pageContext.locale}
        />
      )}
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<PageData, PageContext>) {
  const page = data.wpPage;
  const featured = page.featuredImage?.node;
  const share = featured?.localFile?.childImageSharp?.share;
  return (
    <SeoHead
      siteUrl={data.site.siteMetadata.siteUrl}
      siteTitle={data.wp.generalSettings.title}
      title={page.title}
      description={page.description}
      uri={pageContext.uri}
      locale={pageContext.locale}
      defaultLanguage={pageContext.defaultLanguage}
      languageLinks={pageContext.languageLinks}
      image={share && featured ? { src: share.images.fallback?.src ?? '', width: share.width, height: share.height, alt: featured.altText } : null}
      hotel={pageContext.hotel}
    />
  );
}

export const query = graphql`
  query PageById($id: String!, $primaryLocation: WpMenuLocationEnum!, $footerLocation: WpMenuLocationEnum!, $language: String!, $defaultLanguage: String!) {
    wpPage(id: { eq: $id }) {
      databaseId
      title
      uri
      commentStatus
      # Only approved comments are listed; they are threaded by date in the component.
      comments {
        nodes {
          id
          databaseId
          parentId
          parentDatabaseId
          date
          dateGmt
          content: safeContent
          byStaff
          author {
            name
            url
          }
        }
      }
      heroTree
      contentTree
      description
      contentImages {
        databaseId
        localFile {
          childImageSharp {
            # 360, 672, 792 and 1200 px wide: the measure's 672 px for a desktop and for a phone
            # drawing a picture 379 px wide at 1.75x, the 792 px copy at 2x, 1200 px at 3x.
            gatsbyImageData(layout: CONSTRAINED, width: 1200, outputPixelDensities: [0.3, 0.56, 0.66, 1], placeholder: DOMINANT_COLOR)
          }
        }
      }
      # The hero's frame is about 5:3 on a phone and wider on most computers (page.module.css): the
      # copies are cut to 16:9, so that a phone downloads fewer rows it never draws (decision 003).
      featuredImage {
        node {
          altText
          width
          height
          localFile {
            childImageSharp {
              gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 1.7778, placeholder: DOMINANT_COLOR, breakpoints: [480, 750, 1080, 1366, 1920])
              share: gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG])
            }
          }
        }
      }
    }
    ...LayoutData
  }
`;
