/**
 * The Offline page's script: each pack's size, state and buttons (download, pause, resume, remove,
 * update), the storage estimate and the request for persistent storage. The work is in store.ts.
 */
import type { PackManifest, PackSummary, PacksIndex, Registry } from './names.ts';
import {
  currentPacks,
  downloadPack,
  packManifest,
  partialVersions,
  readRegistry,
  removePack,
  storedFiles,
  type Progress,
} from './store.ts';

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const percent = (p: Progress) => `${Math.floor((100 * p.doneBytes) / Math.max(p.totalBytes, 1))}%`;

interface PackView {
  section: HTMLElement;
  size: HTMLElement;
  state: HTMLElement;
  bar: HTMLProgressElement;
  button: (action: 'download' | 'pause' | 'resume' | 'remove') => HTMLButtonElement;
}

function viewOf(section: HTMLElement): PackView {
  return {
    section,
    size: section.querySelector('.pack-size')!,
    state: section.querySelector('.pack-state')!,
    bar: section.querySelector('progress')!,
    button: (action) => section.querySelector(`button[data-action="${action}"]`)!,
  };
}

/** Shows exactly the buttons named. */
function showButtons(view: PackView, shown: ('download' | 'pause' | 'resume' | 'remove')[]) {
  for (const action of ['download', 'pause', 'resume', 'remove'] as const) {
    view.button(action).hidden = !shown.includes(action);
    view.button(action).disabled = false;
  }
}

function showProgress(view: PackView, progress: Progress) {
  view.bar.hidden = false;
  view.bar.max = progress.totalBytes;
  view.bar.value = progress.doneBytes;
}

async function showStorage(): Promise<void> {
  const line = document.getElementById('offline-storage')!;
  if (!navigator.storage?.estimate) return;
  const { usage = 0, quota = 0 } = await navigator.storage.estimate();
  const persisted = (await navigator.storage.persisted?.()) ?? false;
  line.textContent =
    `This site uses ${megabytes(usage)} of the ${megabytes(quota)} your browser allows it. ` +
    (persisted
      ? 'The storage is persistent: the browser will not clear it to make room.'
      : 'The browser may clear it when the device runs short of space; downloading a pack asks to keep it.');
}

class PackController {
  private abort: AbortController | undefined;
  private manifest: PackManifest | undefined;
  private readonly view: PackView;
  private readonly pack: PackSummary;
  private readonly version: string;
  constructor(view: PackView, pack: PackSummary, version: string) {
    this.view = view;
    this.pack = pack;
    this.version = version;
    view.size.textContent = `Size: ${megabytes(pack.bytes)} in ${pack.files.toLocaleString('en')} files.`;
    view.button('download').addEventListener('click', () => void this.download());
    view.button('resume').addEventListener('click', () => void this.download());
    view.button('pause').addEventListener('click', () => this.abort?.abort());
    view.button('remove').addEventListener('click', () => void this.remove());
  }

  /** The state on arrival: installed (maybe of an older version), paused part way, or not downloaded. */
  async show(registry: Registry): Promise<void> {
    const installed = registry[this.pack.id];
    const partial = await partialVersions(this.pack.id, registry);
    const { view, pack } = this;
    if (partial.includes(this.version)) {
      const progress = await storedFiles(await this.manifestOf());
      showProgress(view, progress);
      view.state.textContent =
        `Paused at ${percent(progress)} (${megabytes(progress.doneBytes)} of ${megabytes(progress.totalBytes)}).` +
        (installed ? ` Until it is whole, the downloaded version ${installed.version} stays in use.` : '');
      showButtons(view, ['resume', 'remove']);
    } else if (installed && installed.version !== this.version) {
      view.state.textContent = `Downloaded, data version ${installed.version}. Version ${this.version} is out: update it (${megabytes(pack.bytes)}); until then the old one stays whole and in use.`;
      view.button('download').textContent = `Update ${pack.name}`;
      showButtons(view, ['download', 'remove']);
    } else if (installed) {
      view.state.textContent = `Downloaded (data version ${installed.version}, ${megabytes(installed.bytes)}): works offline.`;
      view.bar.hidden = true;
      showButtons(view, ['remove']);
    } else {
      view.state.textContent = 'Not downloaded.';
      view.bar.hidden = true;
      view.button('download').textContent = `Download ${pack.name}`;
      showButtons(view, ['download']);
    }
  }

  private async manifestOf(): Promise<PackManifest> {
    this.manifest ??= await packManifest(this.pack.id);
    if (this.manifest.version !== this.version)
      throw new Error('the site is being updated: try again in a few minutes');
    return this.manifest;
  }

  private async download(): Promise<void> {
    const { view } = this;
    this.abort = new AbortController();
    showButtons(view, ['pause']);
    // Asked on the reader's own click: browsers grant it more readily then.
    await navigator.storage?.persist?.();
    try {
      const manifest = await this.manifestOf();
      await downloadPack(manifest, this.abort.signal, (progress) => {
        showProgress(view, progress);
        view.state.textContent = `Downloading: ${percent(progress)} (${megabytes(progress.doneBytes)} of ${megabytes(progress.totalBytes)}).`;
      });
    } catch (error) {
      if (!this.abort.signal.aborted) {
        await this.show(await readRegistry());
        view.state.textContent = `The download stopped: ${(error as Error).message}. ${view.state.textContent}`;
        void showStorage();
        return;
      }
    }
    await this.show(await readRegistry());
    void showStorage();
  }

  private async remove(): Promise<void> {
    this.abort?.abort();
    await removePack(this.pack.id);
    await this.show(await readRegistry());
    void showStorage();
  }
}

export async function startOfflinePage(): Promise<void> {
  const status = document.getElementById('offline-status')!;
  if (!('serviceWorker' in navigator) || !('caches' in window)) {
    status.textContent =
      'This browser cannot keep pages offline (it has no service workers, or this page is not on https).';
    return;
  }
  void showStorage();
  let index: PacksIndex;
  try {
    index = await currentPacks();
  } catch (error) {
    status.textContent = `The list of packs could not be read: ${(error as Error).message}.`;
    return;
  }
  const registry = await readRegistry();
  const outdated = Object.values(registry).filter((p) => p.version !== index.version);
  status.textContent = outdated.length
    ? `The data has a new version (${index.version}): update your packs below; each stays whole in its old version until its update is complete.`
    : `Data version ${index.version}.`;
  for (const section of document.querySelectorAll<HTMLElement>('section.pack')) {
    const pack = index.packs.find((p) => p.id === section.dataset.pack);
    if (!pack) continue;
    await new PackController(viewOf(section), pack, index.version).show(registry);
  }
  document.documentElement.dataset.offlineReady = '';
}
