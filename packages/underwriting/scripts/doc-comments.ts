/**
 * What the doc-comment scripts (sync-field-docs.ts for the input fields, sync-result-docs.ts for
 * the result's metric fields) share: finding the `/** … *\/` comment a script owns above a
 * property, and writing each property's comment in place.
 */
import ts from 'typescript';

/** The comment a script owns: the last comment right above a property, when it is a `/** … *\/` block. */
export type OwnedComment = { pos: number; end: number; text: string } | undefined;

/** A property in the source: where it starts (after its comments) and the comment it owns. */
export interface CommentSite {
  start: number;
  owned: OwnedComment;
}

/** The last comment above `node` in `text` when it is a `/** … *\/` block. */
export function ownedComment(text: string, node: ts.Node): OwnedComment {
  const last = (ts.getLeadingCommentRanges(text, node.pos) ?? []).at(-1);
  const lastText = last && text.slice(last.pos, last.end);
  return last && lastText?.startsWith('/**') && !lastText.startsWith('/**/')
    ? { pos: last.pos, end: last.end, text: lastText }
    : undefined;
}

/**
 * `text` with `comment(site)` as each site's owned comment: replaced where there is one, else
 * inserted on its own line above the property with the property's indentation.
 */
export function writeComments<S extends CommentSite>(
  text: string,
  sites: S[],
  comment: (site: S) => string,
): string {
  // Edit from the end so that earlier offsets stay valid.
  const ordered = [...sites].sort((a, b) => b.start - a.start);
  let out = text;
  for (const site of ordered) {
    const { start, owned } = site;
    if (owned) {
      out = out.slice(0, owned.pos) + comment(site) + out.slice(owned.end);
    } else {
      const lineStart = out.lastIndexOf('\n', start - 1) + 1;
      const indent = /^[ \t]*/.exec(out.slice(lineStart, start))?.[0] ?? '';
      out = `${out.slice(0, start)}${comment(site)}\n${indent}${out.slice(start)}`;
    }
  }
  return out;
}
