/** Footer content item from the blog content API (docs/behaviour.md). */
export interface FooterItem {
  id: number;
  custom_fields: {
    /** First entry is the link (or button) text. */
    button?: string[];
    /** First entry is the target. */
    button_link?: string[];
  };
  content: { rendered: string };
  title: { rendered: string };
  featured_media: number;
  img_url: string | null;
  slug: string;
}

/** Webinar popup content, under custom_fields (docs/behaviour.md). */
export interface WebinarPopup {
  id: number;
  custom_fields: {
    date: string;
    time: string;
    link: string;
    title: string;
    subtitle: string;
    text: string;
    button_text: string;
    /** Shown as a badge. */
    type: string;
    webinar_id: string;
  };
}
