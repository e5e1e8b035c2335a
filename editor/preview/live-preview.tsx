import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { CollectionName } from '@/lib/content/collections';
import type { Fault } from '@/lib/content/faults';
import { analyseTree } from '@/lib/content/mdx-analysis';
import { mdxFault } from '@/lib/content/mdx-errors';
import { onFindings, type Checked } from '@/editor/check/page-check';
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
 * compiled once it settles, the newest text only; the content check's errors in it are those the
 * Text box is given (editor/check/page-check.ts, from its worker). A text that does not compile or
 * render leaves the last page that did, under the content check's message.
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
  /** The entry as the form last held it, for the panel beside the page. */
  private form: FormEntry | undefined;
  private settingsFault: Fault | undefined;
  private compileFault: Fault | undefined;
  private renderFault: Fault | undefined;
  private ruleFaults: Fault[] = [];
  /** The check's last answer, kept until the text it was about is the one shown. */
  private checked: Checked | undefined;
  private readonly stopHearing: () => void;

  constructor(
    host: HTMLElement,
    private readonly collection: CollectionName,
    private readonly ready: Promise<unknown>,
  ) {
    this.root = createRoot(host);
    this.stopHearing = onFindings((checked) => {
      this.checked = checked;
      if (this.takeFindings()) this.paint();
    });
  }

  update(props: PreviewTemplateProps): void {
    this.props = props;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), this.shown ? SETTLE_MS : 0);
  }

  stop(): void {
    clearTimeout(this.timer);
    this.stopHearing();
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
    this.form = form;
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
      this.takeFindings();
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
  }

  /** The check's errors in the text, once its answer is about the text shown: whether the banner changes. */
  private takeFindings(): boolean {
    if (!this.checked || this.checked.page.body !== this.text) return false;
    const faults: Fault[] = this.checked.findings.body
      .filter((finding) => finding.severity === 'error')
      .map(({ line, message, severity }) => ({ file: TEXT, line, message, severity }));
    // Most answers change nothing shown: the page is not drawn again for them.
    const words = (list: readonly Fault[]) => list.map((fault) => `${fault.line}:${fault.message}`).join('\n');
    if (words(faults) === words(this.ruleFaults)) return false;
    this.ruleFaults = faults;
    return true;
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
    // The compiler and the check read the text with the same parser: its slip is said once.
    const compile = this.compileFault;
    const rules = this.ruleFaults.filter((fault) => fault.line !== compile?.line || fault.message !== compile?.message);
    const faults = [this.settingsFault, compile, ...rules].filter((fault) => fault !== undefined);
    if (faults.length === 0 && this.renderFault) faults.push(this.renderFault);
    this.root.render(
      <Preview
        rendition={rendition}
        stale={broken !== undefined}
        faults={faults}
        onRenderError={(error) => this.renderFailed(error)}
        form={this.form}
      />,
    );
  }
}
