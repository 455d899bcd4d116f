import type { FooterItem } from '../../api/content';

const item = (id: number, text: string, link: string, content = `<p>${text} content</p>`): FooterItem => ({
  id,
  custom_fields: { button: [text], button_link: [link] },
  content: { rendered: content },
  title: { rendered: `${text} title` },
  featured_media: 0,
  img_url: null,
  slug: text.toLowerCase().replace(/\W+/g, '-'),
});

export const footerItems: FooterItem[] = [
  item(1, 'Career Paths', '/paths'),
  item(2, 'Courses', '/courses'),
  item(3, 'Workshops & Events', '/events'),
  item(4, 'Find a mentor', '/mentorship', '<p>One-to-one sessions.</p>'),
  item(5, 'Blog', '/posts'),
  item(6, 'Partner school', 'https://partner.example.com/qa'),
  item(7, 'Seventh', '/never-shown'),
];

/** The footer query result in the shape of React Query's, for a mocked `useFooterItems`. */
export const queryResult = (data: FooterItem[] | undefined, status: 'pending' | 'error' | 'success' = 'success') =>
  ({
    data,
    status,
    isPending: status === 'pending',
    isError: status === 'error',
    isSuccess: status === 'success',
  }) as never;
