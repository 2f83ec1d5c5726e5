import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { GatsbyImage, getImage, type IGatsbyImageData } from 'gatsby-plugin-image';
import parse from 'html-react-parser';
import * as React from 'react';

type Translation = { uri: string; language: { code: string; name: string; locale: string } };

type PageData = {
  wpPage: {
    title: string;
    uri: string;
    safeContent: string;
    language: { code: string; slug: string; locale: string; name: string };
    translations: Translation[];
    featuredImage: {
      node: { altText: string; localFile: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null };
    } | null;
  };
  wp: { generalSettings: { title: string } };
};

const htmlLang = (locale: string) => locale.replace('_', '-');

export default function PageTemplate({ data }: PageProps<PageData>) {
  const page = data.wpPage;
  const image = page.featuredImage ? getImage(page.featuredImage.node.localFile?.childImageSharp?.gatsbyImageData ?? null) : undefined;
  return (
    <main>
      <header>
        <p>{data.wp.generalSettings.title}</p>
        {page.translations.length > 0 && (
          <nav aria-label="Languages">
            <ul>
              {page.translations.map((t) => (
                <li key={t.uri}>
                  <Link to={t.uri} hrefLang={htmlLang(t.language.locale)} lang={htmlLang(t.language.locale)}>
                    {t.language.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <article>
        <h1>{page.title}</h1>
        {image && <GatsbyImage image={image} alt={page.featuredImage?.node.altText ?? ''} />}
        <div className="entry-content">{parse(page.safeContent)}</div>
      </article>
    </main>
  );
}

export function Head({ data }: HeadProps<PageData>) {
  const page = data.wpPage;
  return (
    <>
      <html lang={htmlLang(page.language.locale)} />
      <title>{`${page.title} – ${data.wp.generalSettings.title}`}</title>
    </>
  );
}

export const query = graphql`
  query PageById($id: String!) {
    wpPage(id: { eq: $id }) {
      title
      uri
      safeContent
      language {
        code
        slug
        locale
        name
      }
      translations {
        uri
        language {
          code
          name
          locale
        }
      }
      featuredImage {
        node {
          altText
          localFile {
            childImageSharp {
              gatsbyImageData(width: 1600, layout: CONSTRAINED)
            }
          }
        }
      }
    }
    wp {
      generalSettings {
        title
      }
    }
  }
`;
