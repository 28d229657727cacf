import type { LegalText } from '@grtv/machines';
import { formatDate } from '../format/format-duration';

/** Splits a legal text into sections: a numbered first line ("2. Subscription and price") is a heading. */
export function legalSections(body: string): Array<{ heading: string | null; paragraphs: string[] }> {
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const [first = '', ...rest] = block.split('\n');
      const isHeading = /^\d+(\.\d+)*\.?\s+\S/.test(first) && first.length <= 80 && rest.length > 0;
      return isHeading ? { heading: first, paragraphs: rest } : { heading: null, paragraphs: block.split('\n') };
    });
}

/** Terms and the privacy policy, readable on a small screen. */
export function LegalTextView({ text }: { text: LegalText }) {
  return (
    <article className="content-pad legal">
      <h1 className="page-title">{text.title}</h1>
      {text.updated_at && <p className="muted">Updated {formatDate(text.updated_at)}</p>}
      {legalSections(text.body).map((section, i) => (
        <section key={i}>
          {section.heading && <h2>{section.heading}</h2>}
          {section.paragraphs.map((p, j) => (
            <p key={j}>{p}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
