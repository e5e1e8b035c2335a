import type { Root as Mdast } from 'mdast';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { CollectionName } from '@/lib/content/collections';
import type { Fault } from '@/lib/content/faults';
import { lintBody } from '@/lib/content/lint-body';
import { analyseTree, parseMdx } from '@/lib/content/mdx-analysis';
import { mdxFault } from '@/lib/content/mdx-errors';
import type { PreviewTemplateProps } from '@/editor/decap';
import { compileBody } from './compile';
import { formEntry, pageEntry, pageSettings, type FormEntry } from './page-entry';
import { Preview, type Rendition } from './preview-page';

/** Keystrokes closer together than this are one change: a compile per keystroke would only queue up. */
const SETTLE_MS = 30;

/** The name of each update's timing, from the text read to the page painted (performance.getEntriesByName). */
export const RENDER_MEASURE = 'editor-preview';

/** Faults name the text box, whose lines are the body's own (the file's are after its settings). */
const TEXT = 'the text';

/**
 * The preview of one open entry, in a React root of the site's own inside Decap's preview frame:
 * the site's components never enter Decap's React tree (it bundles another React). The text is
 * compiled once it settles, the newest text only; the content check's rules read it after the page
 * has shown, when the browser is idle. A text that does not compile or render leaves the last page
 * that did, under the content check's message.
 */
export class LivePreview {
  private readonly root: Root;
  private props: PreviewTemplateProps | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  private queued = false;
  /** The last page that rendered, and the one being tried. */
  private shown: Rendition | undefined;
  private trying: Rendition | undefined;
  /** The last settings the collection's schema accepted. */
  private settings: object | undefined;
  private text: string | undefined;
  private settingsFault: Fault | undefined;
  private compileFault: Fault | undefined;
  private renderFault: Fault | undefined;
  private ruleFaults: Fault[] = [];

  constructor(
    host: HTMLElement,
    private readonly collection: CollectionName,
    private readonly ready: Promise<unknown>,
  ) {
    this.root = createRoot(host);
  }

  update(props: PreviewTemplateProps): void {
    this.props = props;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), this.shown ? SETTLE_MS : 0);
  }

  stop(): void {
    clearTimeout(this.timer);
    // After Decap's own render, which is unmounting the frame, has finished.
    setTimeout(() => this.root.unmount());
  }

  private async run(): Promise<void> {
    if (this.running) {
      this.queued = true;
      return;
    }
    this.running = true;
    try {
      await this.ready;
      await this.renderNewest();
    } catch (error) {
      this.compileFault = {
        file: TEXT,
        severity: 'error',
        message: `the preview cannot show the page: ${error instanceof Error ? error.message : String(error)}`,
      };
      this.paint();
    } finally {
      this.running = false;
      if (this.queued) {
        this.queued = false;
        void this.run();
      }
    }
  }

  private async renderNewest(): Promise<void> {
    const props = this.props!;
    const form = formEntry(this.collection, props.entry);
    // Decap shows an address starting with / as it is, and the site serves no originals: without it, the
    // photo is looked for in the media folder (public/images/) by its name, where an upload is too.
    const assetUrl = (src: string) => String(props.getAsset(src.replace(/^\/+/, '')));
    const start = performance.now();
    const read = pageSettings(form);
    if ('settings' in read) this.settings = read.settings;
    this.settingsFault =
      'unfinished' in read
        ? {
            file: TEXT,
            severity: 'error',
            message: `${read.unfinished.join(', ')}: not filled in as the page needs yet (the form says why); the page ${this.shown ? 'below keeps their last values' : 'shows once they are'}`,
          }
        : undefined;
    if (form.body !== this.text) {
      this.text = form.body;
      this.ruleFaults = [];
    }
    this.trying = undefined;
    try {
      const { Body, tree } = await compileBody(form.body);
      this.compileFault = undefined;
      this.renderFault = undefined;
      if (this.settings) {
        const page = pageEntry(form, this.settings, analyseTree(tree, form.body), assetUrl);
        this.trying = { page, Body, assetUrl };
      }
    } catch (error) {
      this.compileFault = mdxFault(TEXT, error, form.body);
    }
    flushSync(() => this.paint());
    // Had it failed as it rendered, renderFailed would have let it go already.
    this.shown = this.trying ?? this.shown;
    this.trying = undefined;
    performance.measure(RENDER_MEASURE, { start, end: performance.now() });
    this.checkWhenIdle(form);
  }

  /**
   * The content check's rules of a body (lib/content/lint-body.ts), after the page has shown, over
   * the text read as the check reads it (the compiler's reading has unwrapped some blocks).
   */
  private checkWhenIdle(form: FormEntry): void {
    requestIdleCallback(
      () => {
        if (form.body !== this.text) return;
        let tree: Mdast | undefined;
        try {
          tree = parseMdx(form.body);
        } catch {
          // The compiler's error has said it; the rules that read the text line by line still run.
        }
        const published = !(this.settings as { draft?: boolean } | undefined)?.draft;
        this.ruleFaults = lintBody(TEXT, form.body, tree, { published }).filter((fault) => fault.severity === 'error');
        this.paint();
      },
      { timeout: 1000 },
    );
  }

  /** A page that compiled but failed as it rendered (a building block refusing its settings, …). */
  private renderFailed(error: unknown): void {
    this.trying = undefined;
    this.renderFault = {
      file: TEXT,
      severity: 'error',
      message: `a building block cannot be shown as written (${error instanceof Error ? error.message : String(error)})`,
    };
    this.paint();
  }

  private paint(): void {
    const rendition = this.trying ?? this.shown;
    const broken = this.settingsFault ?? this.compileFault ?? this.renderFault;
    // A render fault is said better by the rule that explains it (an unknown block, a missing setting).
    const faults = [this.settingsFault, this.compileFault, ...this.ruleFaults].filter((fault) => fault !== undefined);
    if (faults.length === 0 && this.renderFault) faults.push(this.renderFault);
    this.root.render(
      <Preview
        rendition={rendition}
        stale={broken !== undefined}
        faults={faults}
        onRenderError={(error) => this.renderFailed(error)}
      />,
    );
  }
}
