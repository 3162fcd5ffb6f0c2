/** Citations as readers see them: the work's title and the reference in words. */
import { citationWorkTitles, type Citation } from './schema.ts';

/** "2.28" → "book 2, chapter 28"; Ganguli's "Sabha Parva, Section 31" stays as he numbers it. */
export function citationPlace(c: Citation): string {
  switch (c.work) {
    case 'critical-edition': {
      const [parva, adhyaya, verses] = c.ref.split('.');
      return `parvan ${parva}, adhyāya ${adhyaya}${verses ? `, ${verses.includes('-') ? 'verses' : 'verse'} ${verses.replace('-', '–')}` : ''} (${c.ref})`;
    }
    case 'ganguli':
      return c.ref.replace('Section', 'section');
    case 'cultural-index': {
      const [section, entry] = c.ref.split(/, (.*)/);
      return `section ${section}${entry ? `, entry ${entry}` : ''}`;
    }
    case 'sorensen':
      return `entry ${c.ref}`;
    case 'indica-docs':
      return c.ref;
    case 'harivamsa': {
      const [adhyaya, verse] = c.ref.split('.');
      return `adhyāya ${adhyaya}${verse ? `, verse ${verse}` : ''}`;
    }
  }
}

export const citationTitle = (c: Citation) => citationWorkTitles[c.work];
