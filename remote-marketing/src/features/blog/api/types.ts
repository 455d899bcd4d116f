/** A blog post in the WordPress REST shape the content API answers (the fields the site reads). */
export interface Post {
  id: number;
  date: string;
  slug: string;
  title: { rendered: string };
  excerpt: { rendered: string };
  content: { rendered: string };
  author_name: string;
  img_url: string;
  categories: number[];
}

/** A post in a list: no body, but its reading time (counted from the body on the server's page). */
export type PostSummary = Omit<Post, 'content'> & { content?: { rendered: string } };

export interface Category {
  id: number;
  name: string;
  slug: string;
  count: number;
}
