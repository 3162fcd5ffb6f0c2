/**
 * The browser side of a hymn's text layers (LayerSwitches.astro): the switches, remembered in
 * localStorage and put on <html> as `data-hide` (the hidden layers) and `data-accents="off"`, which
 * site.css reads; and the commentary, fetched when a reader opens a verse's fold: the verse's text
 * file of the API, or where that fails the sukta's commentary page, whose section #vN is the same text.
 */
import { link } from '../../site/link.ts';
import { LAYERS_STORAGE_KEY, withoutAccents } from './layer-names.ts';

interface Choices {
  hide: string[];
  accents: boolean;
}

function saved(): Choices {
  try {
    const value = JSON.parse(localStorage.getItem(LAYERS_STORAGE_KEY) ?? '{}') as Partial<Choices>;
    return { hide: Array.isArray(value.hide) ? value.hide : [], accents: value.accents !== false };
  } catch {
    return { hide: [], accents: true };
  }
}

/** The padapāṭha has no copy without accents in the page: its marks are taken out and put back. */
const accented = new WeakMap<Element, string>();
function apply(choices: Choices) {
  const root = document.documentElement;
  if (choices.hide.length > 0) root.dataset.hide = choices.hide.join(' ');
  else delete root.dataset.hide;
  if (choices.accents) delete root.dataset.accents;
  else root.dataset.accents = 'off';
  for (const pada of document.querySelectorAll('[data-layer="pada"]')) {
    if (!accented.has(pada)) accented.set(pada, pada.textContent ?? '');
    pada.textContent = choices.accents ? accented.get(pada)! : withoutAccents(accented.get(pada)!);
  }
}

function paragraphs(into: Element, texts: { role?: string; text: string }[]) {
  into.replaceChildren(
    ...texts.map(({ role, text }) => {
      const p = document.createElement('p');
      p.lang = 'sa-Deva';
      p.className = 'commentary-text';
      if (role) p.dataset.role = role;
      p.textContent = text;
      return p;
    }),
  );
}

/** A verse's commentary into its fold: from the API's verse file, else from the sukta's commentary page. */
async function loadCommentary(fold: HTMLDetailsElement) {
  const body = fold.querySelector('[data-commentary-body]');
  if (!body || fold.dataset.loaded !== undefined || fold.dataset.loading !== undefined) return;
  fold.dataset.loading = '';
  body.querySelector('[data-commentary-status]')?.replaceChildren('Loading… ');
  try {
    const file = await fetch(link(fold.dataset.src!)).catch(() => undefined);
    if (file?.ok) {
      const json = (await file.json()) as { commentary: { role?: string; text: string }[] };
      paragraphs(body, json.commentary);
    } else {
      const page = await fetch(link(fold.dataset.page!));
      if (!page.ok) throw new Error(`${page.status}`);
      const html = new DOMParser().parseFromString(await page.text(), 'text/html');
      const section = html.getElementById(`v${fold.dataset.verse}`);
      const texts = [...(section?.querySelectorAll<HTMLElement>('p[lang="sa-Deva"]') ?? [])].map((p) => ({
        role: p.dataset.role,
        text: p.textContent ?? '',
      }));
      if (texts.length === 0) throw new Error('no commentary');
      paragraphs(body, texts);
    }
    fold.dataset.loaded = '';
  } catch {
    body.querySelector('[data-commentary-status]')?.replaceChildren('The commentary could not be loaded here: ');
  } finally {
    delete fold.dataset.loading;
  }
}

export function startLayers() {
  const switches = document.querySelector<HTMLFieldSetElement>('[data-layer-switches]');
  let choices = saved();
  apply(choices);
  if (switches) {
    for (const box of switches.querySelectorAll<HTMLInputElement>('input[name="layer"]'))
      box.checked = !choices.hide.includes(box.value);
    const accents = switches.querySelector<HTMLInputElement>('input[name="accents"]')!;
    accents.checked = choices.accents;
    switches.hidden = false;
    switches.addEventListener('change', () => {
      choices = {
        hide: [...switches.querySelectorAll<HTMLInputElement>('input[name="layer"]')]
          .filter((b) => !b.checked)
          .map((b) => b.value),
        accents: accents.checked,
      };
      try {
        localStorage.setItem(LAYERS_STORAGE_KEY, JSON.stringify(choices));
      } catch {
        /* not remembered, still applied */
      }
      apply(choices);
    });
  }
  // Opened by a reader, a fold loads its commentary; opened for print (PrintDetails.astro) it does not.
  for (const fold of document.querySelectorAll<HTMLDetailsElement>('details[data-layer="commentary"]'))
    fold.addEventListener('toggle', () => {
      if (fold.open && fold.dataset.printOpened === undefined) void loadCommentary(fold);
    });
}
