/**
 * How the PDF report flows over its pages: the LETTER page's geometry in both orientations, the
 * sections set on landscape pages, and the rule that keeps each section heading with its content.
 */
import type { Content, Node, NodeQueries } from 'pdfmake/interfaces';

/** The report's page margins: left, top, right, bottom (points). */
export const PAGE_MARGINS: [number, number, number, number] = [40, 48, 40, 48];
/** Content width of a portrait LETTER page (8.5 in) inside the report's side margins. */
export const PORTRAIT_CONTENT_WIDTH = 612 - PAGE_MARGINS[0] - PAGE_MARGINS[2];
/** Content width of a landscape LETTER page (11 in) inside the report's side margins. */
export const LANDSCAPE_CONTENT_WIDTH = 792 - PAGE_MARGINS[0] - PAGE_MARGINS[2];

/** `headlineLevel` of the headings that must not end a page alone (see {@link keepHeadingsWithContent}). */
const KEEP_WITH_NEXT = 1;
/** `headlineLevel` of a heading that opens its section on a new page (see {@link onNewPage}). */
const NEW_PAGE = 2;
/**
 * Points a heading needs below its top for itself (21), a two-line 8 pt table header row (23) and
 * one body row (14), rounded up.
 */
const HEADING_RESERVE = 60;
/**
 * Points below the top margin within which a heading counts as opening its page: the heading
 * style's own top margin (14) and a little more, less than any line drawn before it would take.
 */
const PAGE_TOP_ROOM = 20;

/**
 * A section set on landscape pages of its own: it starts a new landscape page, and the report goes
 * on on a new portrait page after it. Nothing for an empty section. (Its heading needs no
 * keep-with-next mark: it opens a page.)
 */
export function onLandscapePages(section: readonly Content[]): Content[] {
  if (section.length === 0) return [];
  const landscape: Content = { stack: [...section], pageBreak: 'before', pageOrientation: 'landscape' };
  return [{ stack: [landscape], pageBreak: 'after', pageOrientation: 'portrait' }];
}

/**
 * A section that starts on a new page: its first node (its heading) moves to the next page unless
 * it already opens one (a section on landscape pages before it ends with a page break), so no page
 * is left blank. The section is one node; nothing for an empty section.
 */
export function onNewPage(section: readonly Content[]): Content[] {
  const [first, ...rest] = section;
  if (first === undefined) return [];
  const opening =
    typeof first === 'object' && first !== null && !Array.isArray(first)
      ? { ...first, headlineLevel: NEW_PAGE }
      : first;
  return [{ stack: [opening, ...rest] }];
}

/**
 * Marks the report's top-level section headings to stay with what follows them (see
 * {@link keepHeadingsWithContent}), so no page ends with a heading alone (the simple report used to
 * end page 1 with the cash-flow projection heading).
 */
export function keepHeadingsWithNext(content: readonly Content[]): Content[] {
  return content.map((node) =>
    typeof node === 'object' &&
    node !== null &&
    !Array.isArray(node) &&
    'style' in node &&
    node.style === 'heading'
      ? { ...node, headlineLevel: KEEP_WITH_NEXT }
      : node,
  );
}

/**
 * pdfmake's `pageBreakBefore`: a heading that opens its section on a new page ({@link onNewPage})
 * moves to the next page unless it is at the top of one (measured: pdfmake lists no drawn node
 * inside an unbreakable stack among a page's previous nodes). A marked heading moves to the next
 * page when the room left under it cannot take a table's header row and first body row
 * ({@link HEADING_RESERVE}), or when nothing that follows it starts below it on its page (a chart
 * moved on whole). Room is measured rather than read from the following nodes because pdfmake
 * reports a table's header row, and the rows kept with it, on the heading's page even when
 * `keepWithHeaderRows` moves them to the next.
 */
export function keepHeadingsWithContent(node: Node, queries: NodeQueries): boolean {
  if (node.headlineLevel === NEW_PAGE) {
    const { pageInnerHeight, verticalRatio } = node.startPosition;
    return pageInnerHeight * verticalRatio > PAGE_TOP_ROOM;
  }
  if (node.headlineLevel !== KEEP_WITH_NEXT) return false;
  const { pageNumber, pageInnerHeight, top, verticalRatio } = node.startPosition;
  if (pageInnerHeight * (1 - verticalRatio) < HEADING_RESERVE) return true;
  return !queries
    .getFollowingNodesOnPage()
    .some((n) => n.startPosition.pageNumber === pageNumber && n.startPosition.top > top);
}
