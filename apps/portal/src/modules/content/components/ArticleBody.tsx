/**
 * An article's rich text. The server sanitised it when it was saved and again when it was read
 * (files sanitiser: no script, event handlers, javascript: links or frames), so it is shown as HTML.
 */
import { Typography } from 'antd';

export function ArticleBody({ html }: { html: string }) {
  return (
    <Typography>
      <div className="article-body" data-testid="article-body" style={{ lineHeight: 1.75 }} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
