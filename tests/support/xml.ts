/**
 * XML for the tests (the charts' SVG, the GraphML download): fast-xml-parser validates the document
 * (one root, matched tags, quoted unique attributes) and gives an element tree in document order.
 */
import assert from 'node:assert/strict';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export interface Element {
  name: string;
  attrs: Map<string, string>;
  children: Element[];
  /** the element's own text, its text nodes joined (entities left as written) */
  text: string;
  /** text and child elements in document order (for textOf) */
  content: (string | Element)[];
}

type Ordered = Record<string, unknown> & { ':@'?: Record<string, string> };

const ENTITY = /^&(amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);/;
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  trimValues: false,
  commentPropName: '#comment',
});

/** Every "&" outside comments starts an entity: XML has no bare ampersand. */
function checkEntities(xml: string): void {
  const outsideComments = xml.replace(/<!--[\s\S]*?-->/g, '');
  for (let i = outsideComments.indexOf('&'); i >= 0; i = outsideComments.indexOf('&', i + 1)) {
    assert.match(
      outsideComments.slice(i, i + 12),
      ENTITY,
      `bare "&": …${outsideComments.slice(Math.max(0, i - 20), i + 20)}…`,
    );
  }
}

function toElement(node: Ordered): Element | string | undefined {
  if ('#text' in node) return String(node['#text']);
  if ('#comment' in node || '?xml' in node) return undefined;
  const name = Object.keys(node).find((k) => k !== ':@')!;
  const content = (node[name] as Ordered[]).map(toElement).filter((c) => c !== undefined);
  const attrs = new Map(Object.entries(node[':@'] ?? {}).map(([k, v]) => [k, String(v)]));
  return {
    name,
    attrs,
    content,
    children: content.filter((c): c is Element => typeof c !== 'string'),
    text: content.filter((c): c is string => typeof c === 'string').join(''),
  };
}

/** Parses a document strictly enough to reject anything an XML parser would; returns its root element. */
export function parseXml(xml: string): Element {
  const valid = XMLValidator.validate(xml, { allowBooleanAttributes: false });
  assert.equal(valid, true, valid === true ? '' : `not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  checkEntities(xml);
  const top = (parser.parse(xml) as Ordered[]).map(toElement).filter((c) => c !== undefined);
  assert.ok(
    top.every((c) => (typeof c !== 'string' ? true : c.trim() === '')),
    'text outside the root element',
  );
  const roots = top.filter((c): c is Element => typeof c !== 'string');
  assert.equal(roots.length, 1, 'one root element');
  return roots[0]!;
}

export function* walk(el: Element): Generator<Element> {
  yield el;
  for (const c of el.children) yield* walk(c);
}
export const all = (el: Element, name: string) => [...walk(el)].filter((e) => e.name === name);
export const hasClass = (el: Element, cls: string) => (el.attrs.get('class') ?? '').split(/\s+/).includes(cls);
export const decodeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
/** The decoded text of an element and its descendants, in document order. */
export const textOf = (el: Element): string => decodeXml(rawText(el));
const rawText = (el: Element): string => el.content.map((c) => (typeof c === 'string' ? c : rawText(c))).join('');
