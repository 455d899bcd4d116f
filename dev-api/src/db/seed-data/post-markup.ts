/**
 * The blog's articles are written as a list of blocks and become the HTML WordPress would store:
 * `'## Heading'` is an h2, a string a paragraph (inline `<strong>`, `<em>`, `<code>` allowed),
 * `{ ul }` / `{ ol }` lists and `{ code }` a code sample (escaped here, so it can be pasted as is).
 */
import { mediaPath } from '../media-urls.ts';

export type Block = string | { ul: string[] } | { ol: string[] } | { code: string };

export const postCategories = [
  { id: 2, slug: 'career', name: 'Career' },
  { id: 3, slug: 'testing-skills', name: 'Testing skills' },
  { id: 4, slug: 'automation', name: 'Automation' },
  { id: 5, slug: 'performance', name: 'Performance' },
  { id: 6, slug: 'security', name: 'Security' },
] as const;
export type CategorySlug = (typeof postCategories)[number]['slug'];

export interface SeedPost {
  slug: string;
  title: string;
  category: CategorySlug;
  /** One of the team (team.ts). */
  author: string;
  /** One or two sentences for the card and the search results. */
  excerpt: string;
  body: Block[];
  /** Raw HTML used as the body instead (the hostile post). */
  html?: string;
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function blockHtml(block: Block): string {
  if (typeof block === 'string') return block.startsWith('## ') ? `<h2>${block.slice(3)}</h2>` : `<p>${block}</p>`;
  if ('code' in block) return `<pre><code>${escapeHtml(block.code)}</code></pre>`;
  const [tag, items] = 'ul' in block ? ['ul', block.ul] : ['ol', block.ol];
  return `<${tag}>${items.map((item) => `<li>${item}</li>`).join('')}</${tag}>`;
}

/** A post as the blog content API serves it. */
export function toWordPressPost(post: SeedPost) {
  return {
    slug: post.slug,
    title: post.title,
    author: post.author,
    categories: [postCategories.find((c) => c.slug === post.category)?.id ?? 1],
    content: post.html ?? post.body.map(blockHtml).join('\n'),
    excerpt: `<p>${post.excerpt}</p>`,
    img: mediaPath.cover('post', post.slug),
  };
}
