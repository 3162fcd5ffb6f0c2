/**
 * The pages of the poet categories and the being categories: one per category, with its members'
 * verses paged like any verse list. Both routes take their paths and props from here.
 */
import { hymnSiteFromCollection } from '../../apis/rv/load-site.ts';
import { HYMN_KINDS } from '../../apis/rv/kinds.ts';
import { GOD_CATEGORIES, POET_CATEGORIES, type HymnVerse } from '../../apis/rv/schema.ts';
import { slugOf, type Named } from '../../apis/rv/site.ts';
import { versePagePaths, versesOfAll } from '../../apis/rv/verse-pages.ts';

export type CategoryKind = 'poets' | 'beings';

const CATEGORIES_OF: Record<CategoryKind, readonly string[]> = { poets: POET_CATEGORIES, beings: GOD_CATEGORIES };

/** The props of CategoryPage.astro, as a category route receives them. */
export interface CategoryPageProps {
  kind: CategoryKind;
  category: string;
  members: Named[];
  verses: HymnVerse[];
  page: number;
  baseUrl: string;
}

/** getStaticPaths of a category route: every category of the kind, page by page of its verses. */
export async function categoryPagePaths(kind: CategoryKind) {
  const site = await hymnSiteFromCollection();
  const info = HYMN_KINDS[kind];
  return CATEGORIES_OF[kind].flatMap((category) => {
    const members = info.of(site).filter((p) => p.category === category);
    const verses = versesOfAll(members);
    return versePagePaths(slugOf(category), verses, {
      kind,
      category,
      members,
      verses,
      baseUrl: info.categoryUrl!(category),
    });
  });
}
