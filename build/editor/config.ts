import type { z } from 'zod';
import { collections, type CollectionName } from '@/lib/content/collections';
import { getSite } from '@/lib/site';
import { getSiteRoutes } from '@/lib/site-routes';
import { grantSchemeSchema } from '@/schemas/grant';
import { siteSchema } from '@/schemas/site';
import { testimonialsSchema } from '@/schemas/testimonials';
import { tradeWordsSchema } from '@/schemas/trade-words';
import { fieldsOf, jsonSchemaOf, type EditorField, type SiteChoices } from './fields';
import { AUTH_ENDPOINT } from './paths';

/**
 * The web editor's settings (Decap CMS's config.yml, written to out/admin/ by
 * scripts/write-editor.ts): every change is a branch and a pull request (the editorial workflow),
 * logged in through GitHub (functions/api/auth.ts), or the local editor's server while trying it
 * out (`local_backend`, which Decap uses only on localhost). Its collections are what staff own,
 * with fields made from the content check's own schemas.
 */

/** The commit status whose address is the pull request's preview: the deploy workflow sets it. */
export const PREVIEW_CONTEXT = 'Preview';

interface MdxCollection {
  label: string;
  labelSingular: string;
  /** Whether staff add pages: articles and jobs; the service and legal pages are fixed. */
  create: boolean;
  /** The entry's own page on the site, under the preview's address. */
  previewPath: string;
}

const MDX: Record<CollectionName, MdxCollection> = {
  articles: {
    label: 'Articles',
    labelSingular: 'Article',
    create: true,
    // A Community article is published under knowledge-centre/community/, which a preview path cannot
    // choose by category: the short address redirects there (build/redirects-file.ts).
    previewPath: 'knowledge-centre/{{slug}}',
  },
  services: { label: 'Service pages', labelSingular: 'Service page', create: false, previewPath: '{{slug}}' },
  legal: { label: 'Legal pages', labelSingular: 'Legal page', create: false, previewPath: '{{slug}}' },
  jobs: { label: 'Our work', labelSingular: 'Job', create: true, previewPath: 'our-work/{{slug}}' },
};

/** The text under the settings: MDX, written in the editor as it is in the file (its raw mode). */
const body: EditorField = {
  name: 'body',
  label: 'Text',
  widget: 'mdx',
  hint: 'Markdown. Add a building block with "Insert block…"; change one with its Edit button. The preview beside shows the page as it will look.',
};

const dataFiles: { name: string; label: string; file: string; schema: z.ZodType }[] = [
  { name: 'site', label: 'Business facts', file: 'content/site.yaml', schema: siteSchema },
  { name: 'testimonials', label: 'Reviews', file: 'content/testimonials.yaml', schema: testimonialsSchema },
  {
    name: 'grant',
    label: 'Boiler Upgrade Scheme',
    file: 'content/boiler-upgrade-scheme.yaml',
    schema: grantSchemeSchema,
  },
  { name: 'tradeWords', label: 'Trade words (spelling)', file: 'content/trade-words.yaml', schema: tradeWordsSchema },
];

/** A collection as config.yml gives it: a folder of pages, or named files. */
export interface EditorCollection {
  name: string;
  label: string;
  label_singular?: string;
  folder?: string;
  extension?: string;
  format?: string;
  create?: boolean;
  delete: boolean;
  slug?: string;
  preview_path?: string;
  /** The preview beside the form: the page as it will look, for a page; none for the data files. */
  editor: { preview: boolean };
  fields?: EditorField[];
  files?: { name: string; label: string; file: string; fields: EditorField[] }[];
}

export interface EditorConfigOptions {
  /** The GitHub repository, owner/name (GITHUB_REPOSITORY in GitHub Actions). */
  repository: string;
  /** The live site's address, from content/site.yaml. */
  siteUrl: string;
}

export function editorConfig({ repository, siteUrl }: EditorConfigOptions) {
  return {
    backend: {
      name: 'github',
      repo: repository,
      branch: 'main',
      base_url: siteUrl,
      auth_endpoint: AUTH_ENDPOINT,
      preview_context: PREVIEW_CONTEXT,
      squash_merges: true,
    },
    local_backend: true,
    publish_mode: 'editorial_workflow',
    site_url: siteUrl,
    display_url: siteUrl,
    locale: 'en',
    media_folder: 'public/images',
    public_folder: '/images',
    collections: editorCollections(siteChoices()),
  };
}

/** Every published page, by title, for the lists of related pages; the towns served, for a job's town. */
function siteChoices(): SiteChoices {
  const { primary, extended } = getSite().areas;
  return {
    pages: getSiteRoutes().map(({ title, href }) => ({ label: `${title} (${href})`, value: href })),
    towns: [...primary, ...extended],
  };
}

/**
 * What staff own, as the editor shows it: the same whatever the repository or the site's address.
 * `choices` are what the site offers to choose (its pages, its towns); the round trip, which needs
 * only each field's name and order, goes without them rather than reading the whole site.
 */
export function editorCollections(choices?: SiteChoices): EditorCollection[] {
  return [
    ...(Object.keys(MDX) as CollectionName[]).map((name) => ({
      name,
      label: MDX[name].label,
      label_singular: MDX[name].labelSingular,
      folder: collections[name].dir,
      extension: 'mdx',
      format: 'frontmatter',
      create: MDX[name].create,
      delete: false,
      slug: '{{slug}}',
      preview_path: MDX[name].previewPath,
      // The page as it will look, beside the form (editor/preview/), rendered by the site's own components.
      editor: { preview: true },
      fields: [...fieldsOf(jsonSchemaOf(collections[name].schema), choices), body],
    })),
    {
      name: 'data',
      label: 'Business facts, reviews and grant',
      delete: false,
      // The business facts, reviews and grant show on many pages, none of which is theirs to preview.
      editor: { preview: false },
      files: dataFiles.map(({ name, label, file, schema }) => ({
        name,
        label,
        file,
        fields: fieldsOf(jsonSchemaOf(schema), choices),
      })),
    },
  ];
}
