import { forgetFindings, latestFindings, onSettingsChange, SETTLE_MS } from '@/editor/check/page-check';
import type { PageFindings } from '@/editor/check/page-findings';
import type { ControlProps, Decap, DecapMap, Validity } from '@/editor/decap';
import { entryPartsLoaded, loadEntryParts, type EntryParts } from '@/editor/load-entry-parts';
import type { TextBox } from './text-box';

/**
 * The `mdx` widget: every page's Text box (build/editor/config.ts). Decap renders the control with
 * its own React, so the control is a class of Decap's (createClass) whose element CodeMirror fills
 * once the entry's code has arrived (editor/entry-parts.ts); the content check's findings on the
 * page show at their lines (editor/check/), and `isValid` refuses to save a page the content check
 * would refuse, in its words.
 */
export const MDX_WIDGET = 'mdx';

interface Kept {
  box?: TextBox;
  host?: HTMLElement | null;
  stopHearing?: () => void;
  gone?: boolean;
}

/** A field's label by its path ("image.alt"), as the form shows it. */
function labelOf(collection: DecapMap, path: string): string | undefined {
  let fields = (collection.get('fields') as DecapMap | undefined)?.toJS() as EditorField[] | undefined;
  let label: string | undefined;
  for (const name of path.split('.')) {
    const field = fields?.find((candidate) => candidate.name === name);
    label = field?.label ?? name;
    fields = field?.fields;
  }
  return label;
}

interface EditorField {
  name: string;
  label?: string;
  fields?: EditorField[];
}

export function registerMdxWidget({ CMS, createClass, h }: Decap) {
  const control = createClass<ControlProps, Kept>({
    componentDidMount() {
      void loadEntryParts().then(({ createTextBox, formPage, checkPage }) => {
        if (!this.host || this.gone) return;
        this.box = createTextBox(this.host, {
          value: this.props.value ?? '',
          label: String(this.props.field.get('label') ?? 'Text'),
          id: this.props.forID,
          onChange: (value) => this.props.onChange(value),
          onFocus: () => this.props.setActiveStyle(),
          onBlur: () => this.props.setInactiveStyle(),
          check: async (text) => {
            const page = formPage(this.props.getEntry(), this.props.collection, text);
            return page ? (await checkPage(page)).body : [];
          },
          checkDelay: SETTLE_MS,
        });
      });
      this.stopHearing = onSettingsChange(() => this.box?.recheck());
    },
    componentDidUpdate() {
      this.box?.setValue(this.props.value ?? '');
    },
    componentWillUnmount() {
      this.gone = true;
      this.stopHearing?.();
      this.box?.destroy();
      forgetFindings();
    },
    isValid() {
      const refusal = ({ settingWords, textWords }: EntryParts, findings: PageFindings): Validity => {
        const errors = [
          ...findings.body.filter((finding) => finding.severity === 'error').map(textWords),
          ...findings.settings
            .filter((finding) => finding.severity === 'error')
            .map((finding) => settingWords(finding, (path) => labelOf(this.props.collection, path))),
        ];
        return errors.length === 0 ? true : { error: { type: 'CUSTOM', message: errors.join(' ') } };
      };
      // The worker's answer for exactly what is saved, or the same check here, at once.
      const check = (parts: EntryParts): Validity => {
        const page = parts.formPage(this.props.getEntry(), this.props.collection, this.props.value ?? '');
        if (!page) return true;
        return refusal(parts, latestFindings(page) ?? parts.findingsHere(page, parts.providedPreviewData()));
      };
      const parts = entryPartsLoaded();
      if (parts) return check(parts);
      // Only before the entry's code has arrived: Decap reads a promise's rejection as the error.
      return loadEntryParts().then((loaded) => {
        const validity = check(loaded);
        if (validity === true) return validity;
        throw validity.error.message;
      });
    },
    render() {
      return h('div', {
        className: this.props.classNameWrapper,
        ref: (element: HTMLElement | null) => (this.host = element),
      });
    },
  });
  CMS.registerWidget(MDX_WIDGET, control);
}
