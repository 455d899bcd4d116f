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

export interface Category {
  id: number;
  name: string;
  slug: string;
  count: number;
}
