/**
 * The endpoint tables' descriptions are Markdown (the OpenAPI documents carry them as such); pages
 * render them inline with marked. The text is the project's own, not readers' input.
 */
import { marked } from 'marked';

export const inlineMarkdown = (text: string): string => marked.parseInline(text, { async: false });
