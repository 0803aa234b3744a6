/** A shipped article in both languages; stored as two rows, seed keys `<kind>:<key>:zh|en`. */
export interface ShippedText {
  name: string;
  summary: string;
  content: string;
}

export interface ShippedArticle {
  key: string;
  /** A file of content/media/articles. */
  cover?: string;
  video?: string;
  link?: string;
  product?: { minAge: number; maxAge: number; price: number };
  zh: ShippedText;
  en: ShippedText;
}
